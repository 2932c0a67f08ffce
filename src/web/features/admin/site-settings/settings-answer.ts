import { useActionData, useFetcher } from 'react-router';
import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';

/** What Site settings' action adds to the kit's answer: the field a refusal names (the demo removal's typed word). */
export interface SettingsMore {
  field: 'confirm' | null;
}

/** Site settings' action answer, as its buttons show it. */
export type SettingsAnswer = ActionAnswer & SettingsMore;

/**
 * One button's form posted to Site settings' action: through a fetcher once the script has
 * loaded (no reload; the page's loader is read again), natively before. Its answer is the
 * fetcher's, or the page's own after a post without JavaScript, when it was this `intent`'s;
 * none while a post is under way.
 */
export function useSettingsPost(intent: string) {
  const fetcher = useFetcher<SettingsAnswer>();
  const posted = useActionData<SettingsAnswer>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? null : (fetcher.data ?? (posted?.intent === intent ? posted : null));
  return { fetcher, busy, answer };
}
