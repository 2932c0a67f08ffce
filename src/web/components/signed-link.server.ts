import { type ApiClient, call } from '~/web/api/client';
import type { newsletterContracts } from '~/shared/contracts/newsletter';
import type { subscriptionContracts } from '~/shared/contracts/subscriptions';
import { readForm } from './form-action.server';

/** What the button of a page behind a signed e-mail link led to. */
export type SignedLinkOutcome = 'done' | 'invalid' | 'error';

/**
 * The action of a page behind a signed e-mail link: the token travels back in the form
 * (opening the link changes nothing, since mail scanners follow links) and goes to the API.
 * A 400 is a token the server refuses (tampered, expired), anything else not 200 a failure now.
 */
export async function postToken(
  api: ApiClient,
  request: Request,
  to: typeof newsletterContracts.unsubscribe | typeof subscriptionContracts.confirm,
): Promise<{ outcome: SignedLinkOutcome }> {
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const res = await call(api, to, { body: { token } });
  return { outcome: res.status === 200 ? 'done' : res.status === 400 ? 'invalid' : 'error' };
}
