import { Alert } from '~/web/components/alert';

/** What a screen's route action answers (`intentAction`): which form, done or refused, with the server's message. */
export interface ActionAnswer {
  ok: boolean;
  intent: string;
  message: string | null;
}

/**
 * The route action's answer as a banner: the server's message, or `failed` when a refusal
 * gave none (a success without one says nothing). Nothing before the first post.
 */
export function ActionAlert({ answer, failed }: { answer: ActionAnswer | null | undefined; failed: string }) {
  if (!answer || (answer.ok && !answer.message)) return null;
  return <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message ?? failed}</Alert>;
}
