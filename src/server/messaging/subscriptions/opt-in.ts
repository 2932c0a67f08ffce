import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { badRequest } from '~/server/core/http/errors';
import { emailT } from '~/server/core/mail/layout';
import { queueMailEvent } from '~/server/core/mail/notify';
import { confirmSecret, verifyConfirmToken } from '~/server/messaging/subscriptions/subscription-token';
import { spendToken } from '~/server/core/mail/used-tokens';
import type { Language } from '~/shared/i18n';
import { isSubscribed, subscribe } from './service';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { subscriptionContracts } from '~/shared/contracts/subscriptions';

/**
 * Double opt-in: a subscription request sends the address a signed link and stores
 * nothing; following the link adds it. A stranger can therefore not put someone
 * else's address on the list, and the answer is the same whether or not the address
 * was already there (it says nothing about who subscribes).
 */
export async function requestSubscription(deps: ApiDeps, email: string, lang: Language): Promise<void> {
  const address = email.trim().toLowerCase();
  if (await isSubscribed(deps.db, address)) return;
  await queueMailEvent(deps, { type: 'subscription-confirmation', email: address, lang });
}

/**
 * Adds the address a confirmation token stands for; 400 when it is forged or expired.
 * A link works once: followed again while the address is on the list it changes
 * nothing; after an unsubscribe it is refused, so whoever holds the old e-mail cannot
 * put the reader back on the list.
 */
export async function confirmSubscription(db: Db, token: unknown): Promise<string> {
  const email = verifyConfirmToken(token, await confirmSecret(db));
  if (!email) throw badRequest(emailT('api.invalidConfirmToken'));
  const first = await db.transaction(async (tx) => {
    if (!(await spendToken(tx, token as string))) return false;
    await subscribe(tx, email);
    return true;
  });
  if (!first && !(await isSubscribed(db, email))) throw badRequest(emailT('api.usedConfirmToken'));
  return email;
}

export const confirmRoute: ApiRoute = defineRoute(subscriptionContracts.confirm, {
  auth: 'public',
  rateLimit: 'public-write',
  handler: async ({ body, deps }) => {
    await confirmSubscription(deps.db, body.token);
    return { message: emailT('api.subscriptionConfirmed') };
  },
});
