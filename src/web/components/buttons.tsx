import type { ReactNode } from 'react';

/** The main button of a public form: teal, full width on a phone. */
const primary =
  'min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto';

/**
 * A form's submit button: `busyLabel` while it is being sent (and disabled, so a second
 * tap sends nothing twice).
 */
export function SubmitButton({
  busy = false,
  label,
  busyLabel,
  className = primary,
}: {
  busy?: boolean;
  label: ReactNode;
  busyLabel?: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A quiet outlined button beside a form's main one (Cancel, Close). */
export function SecondaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold hover:bg-slate-50"
    >
      {children}
    </button>
  );
}
