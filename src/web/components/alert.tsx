import type { ReactNode } from 'react';

const tones = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/**
 * A banner that screen readers announce: errors assertively (role=alert), the rest
 * politely (role=status).
 */
export function Alert({
  tone,
  title,
  children,
}: {
  tone: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-4 ${tones[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}
