import { and, eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { newsletterDeliveries } from '~/server/core/db/mail-schema';
import { badRequest } from '~/server/core/http/errors';
import { emailT } from '~/server/core/mail/layout';
import { finishSends } from '~/server/messaging/newsletter/newsletter-queue';
import { unsubscribeSecret, verifyUnsubscribeToken } from '~/server/messaging/subscriptions/unsubscribe-token';
import { recordConsent } from '~/server/core/supporters/find-or-create';

/** The address a token stands for; 400 when it is not one of ours. */
export async function addressOf(db: Db, config: Config, token: unknown): Promise<string> {
  const email = verifyUnsubscribeToken(token, await unsubscribeSecret(db, config));
  if (!email) throw badRequest(emailT('api.invalidToken'));
  return email;
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.email, email));
  return !!row;
}

/**
 * Removes the address and cancels the newsletter copies still waiting for it. Saying
 * the same thing whether or not the address was on the list reveals nothing. `source`:
 * how the consent was withdrawn (the link, or a complaint the mail relay reported).
 */
export async function unsubscribe(
  db: Db,
  email: string,
  source: 'unsubscribe-link' | 'complaint' = 'unsubscribe-link',
): Promise<void> {
  const cancelled = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(subscriptions)
      .where(eq(subscriptions.email, email))
      .returning({ supporterId: subscriptions.supporterId });
    if (gone?.supporterId)
      await recordConsent(tx, {
        supporterId: gone.supporterId,
        purpose: 'newsletter',
        source,
        withdrawn: true,
      });
    return tx
      .update(newsletterDeliveries)
      .set({ status: 'failed', lastError: emailT('api.unsubscribedBeforeDelivery'), reason: 'unsubscribed' })
      .where(and(eq(newsletterDeliveries.email, email), eq(newsletterDeliveries.status, 'queued')))
      .returning({ sendId: newsletterDeliveries.sendId });
  });
  await finishSends(db, [...new Set(cancelled.map((r) => r.sendId))]);
}
