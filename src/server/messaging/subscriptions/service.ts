import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import { newestFirstPage } from '~/server/core/db/newest-first';
import type { PageQuery } from '~/shared/schemas/paging';
import type { Subscription } from '~/shared/schemas/newsletter';
import { recordActivity } from '~/server/core/activity/record';
import { findOrCreateSupporter, recordConsent } from '~/server/core/supporters/find-or-create';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/**
 * Adds the address once, with its supporter and their newsletter consent (dated now, from
 * the confirmed link: `source`); `created` is false when it was already there.
 */
export async function subscribe(db: Db, email: string, source = 'newsletter-confirm'): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const supporterId = await findOrCreateSupporter(tx, { email });
    const inserted = await tx
      .insert(subscriptions)
      .values({ email: email.toLowerCase(), supporterId })
      .onConflictDoNothing({ target: subscriptions.email })
      .returning({ id: subscriptions.id });
    if (inserted.length) await recordConsent(tx, { supporterId: supporterId!, purpose: 'newsletter', source });
    return { created: inserted.length > 0 };
  });
}

/** Whether the address is on the list (addresses are stored in lower case). */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.email, email));
  return !!row;
}

/**
 * One page of the subscriptions, newest first (created_at index, id breaking ties). Sending
 * a newsletter never reads this: the send copies every address in SQL (newsletter/sends.ts).
 */
export async function listSubscriptions(db: Db, q: PageQuery): Promise<{ rows: Subscription[]; total: number }> {
  const select = db.select().from(subscriptions).$dynamic();
  const { rows, total } = await newestFirstPage(db, { table: subscriptions, select }, q);
  return { rows: rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })), total };
}

export async function deleteSubscription(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(subscriptions)
      .where(eq(subscriptions.id, id))
      .returning({ id: subscriptions.id, supporterId: subscriptions.supporterId });
    if (deleted.length === 0) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const supporterId = deleted[0]!.supporterId;
    if (supporterId) await recordConsent(tx, { supporterId, purpose: 'newsletter', source: 'staff', withdrawn: true });
    await recordActivity(tx, adminId, 'delete', 'subscription', id);
  });
}
