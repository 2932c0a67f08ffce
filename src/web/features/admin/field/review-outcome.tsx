import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { useRevealOutcome } from '~/web/components/reveal';
import { type ActionAnswer, ActionAlert } from '../kit/action-alert';

/**
 * The route action's answer above the list (the field review and translation screens):
 * brought into view and focused after each post, wherever the card was on a phone's long
 * list, and announced (role=status / role=alert). Without JavaScript the answer page
 * opens at its top, where the outcome is.
 */
export function ReviewOutcome({ answer, failed }: { answer: ActionAnswer | null | undefined; failed: string }) {
  const busy = useNavigation().state !== 'idle';
  const shown = answer && !busy ? answer : null;
  const ref = useRef<HTMLDivElement>(null);
  useRevealOutcome(ref, shown);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-4 outline-none">
      <ActionAlert answer={shown} failed={failed} />
    </div>
  );
}
