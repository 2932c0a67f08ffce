import { useEffect, useRef, type ReactNode } from 'react';
import { revealOutcome } from './reveal';

/**
 * Brings a form's outcome to the visitor: when `outcome` changes to a new value (each
 * answer is a new object), the element is scrolled to the middle of the screen (clear
 * of the sticky header, whatever the phone's height) and focused, so a screen reader
 * reads it and a sighted visitor sees it instead of a blank form above or below the
 * screen. The outcome a page arrives with (a native post) is left where it is.
 */
export function useOutcomeRef<T extends HTMLElement = HTMLDivElement>(outcome: unknown) {
  const ref = useRef<T>(null);
  const arrivedWith = useRef(outcome);
  useEffect(() => {
    const el = ref.current;
    if (!outcome || outcome === arrivedWith.current || !el) return;
    revealOutcome(el, 'center');
  }, [outcome]);
  return ref;
}

/**
 * The live region that holds a form's success or error banner (announced by the
 * banner's role=status or role=alert) and receives focus when a new outcome arrives.
 */
export function FormOutcome({
  outcome,
  id,
  className,
  children,
}: {
  /** A new value for each answer, empty while there is none. */
  outcome: unknown;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useOutcomeRef(outcome);
  return (
    <div ref={ref} id={id} tabIndex={-1} aria-live="polite" className={`scroll-mt-24 scroll-mb-4 ${className ?? ''}`}>
      {children}
    </div>
  );
}
