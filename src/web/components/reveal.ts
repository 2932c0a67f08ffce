import { type RefObject, useEffect } from 'react';

/**
 * Brings a form's outcome (thanks, refusal, waiting for the payer) to the visitor: on a
 * 390 px phone it is often below or above the screen. Scrolled just into view (the
 * element's scroll-margin keeps it clear of the sticky header), then focused so a
 * screen reader reads it; its role=status / role=alert announces it as well.
 */
export function revealOutcome(el: HTMLElement | null, block: ScrollLogicalPosition = 'nearest'): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block });
}

/** `revealOutcome` each time `outcome` changes to something. */
export function useRevealOutcome(ref: RefObject<HTMLElement | null>, outcome: unknown): void {
  useEffect(() => {
    // After layout: the outcome has just been rendered.
    if (outcome) requestAnimationFrame(() => revealOutcome(ref.current));
  }, [ref, outcome]);
}
