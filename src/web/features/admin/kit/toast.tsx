import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error' | 'info';
interface ToastState {
  id: number;
  text: string;
  tone: ToastTone;
}

/**
 * Toasts and banners that disappear after `ms` (docs/product.md: 5 s toasts, 3 s skill banners),
 * announced to screen readers.
 */
export function useToast(defaultMs = 5000) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string, tone: ToastTone = 'success', ms = defaultMs) => {
      clearTimeout(timer.current);
      setToast({ id: Date.now(), text, tone });
      timer.current = setTimeout(() => setToast(null), ms);
    },
    [defaultMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, clear: () => setToast(null) };
}

const tones: Record<ToastTone, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
};

/** Renders the current toast; keep it mounted so the live region is announced. */
export function ToastRegion({ toast, inline = false }: { toast: ToastState | null; inline?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        inline ? 'min-h-0' : 'pointer-events-none fixed bottom-4 right-4 left-4 z-50 flex justify-end sm:left-auto'
      }
    >
      {toast && (
        <p key={toast.id} className={`rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${tones[toast.tone]}`}>
          {toast.text}
        </p>
      )}
    </div>
  );
}
