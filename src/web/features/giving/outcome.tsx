import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '~/web/components/alert';
import { useRevealOutcome } from '~/web/components/reveal';

/**
 * A form's result on the sponsor's long page, written beside the form that was sent: with
 * JavaScript it is scrolled into view and focused (reveal.ts) each time an answer comes
 * (`result` is that answer, a new object each time); without it the form's address ends
 * in the form's anchor (`formAction`), so the page comes back scrolled to it.
 */
export function Outcome({
  result,
  tone,
  title,
  children,
}: {
  result: unknown;
  tone: 'success' | 'error';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOutcome(ref, result);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none" data-outcome={tone}>
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
    </div>
  );
}

/**
 * What a form of the page answered, written where the form is: its success, or its refusal
 * (`fallback` when the server gave no words, under `errorTitle` if there is one). `done`
 * empty and `error` undefined or null: nothing. `className` spaces it from what is above.
 */
export function FormAnswer({
  result,
  done,
  error,
  fallback,
  errorTitle,
  className,
}: {
  /** The action's answer (a new object each time: the outcome is brought into view again). */
  result: unknown;
  done?: ReactNode;
  error?: string | null | undefined;
  fallback: string;
  errorTitle?: string;
  className?: string;
}) {
  return (
    <>
      {done && (
        <div className={className}>
          <Outcome result={result} tone="success">
            {done}
          </Outcome>
        </div>
      )}
      {error !== undefined && error !== null && (
        <div className={className}>
          <Outcome result={result} tone="error" title={errorTitle}>
            {error || fallback}
          </Outcome>
        </div>
      )}
    </>
  );
}

/** The page's own address (its signed token and language kept) ending in `anchor`: where a form posts. */
export function useFormAction(anchor: string): string {
  const { search } = useLocation();
  return `${search || '?'}#${anchor}`;
}
