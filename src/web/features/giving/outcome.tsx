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

/** The page's own address (its signed token and language kept) ending in `anchor`: where a form posts. */
export function useFormAction(anchor: string): string {
  const { search } = useLocation();
  return `${search || '?'}#${anchor}`;
}
