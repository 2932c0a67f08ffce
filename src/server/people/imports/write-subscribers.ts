import { inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { RowError, SubscriberRow } from './check-rows';
import type { Outcome } from './write-supporters';

/**
 * Newsletter readers from a spreadsheet (docs/importing.md): matched by e-mail. A new
 * address is subscribed as the newsletter form's confirmed link subscribes it (its
 * supporter found or made, the consent dated `subscribed_on`), without the confirmation
 * e-mail: the charity had their agreement already. An address that unsubscribed (its
 * consent withdrawn) is not subscribed again: the row is an error saying so. A known
 * reader's supporter takes the row's name and language when they differ.
 */
export interface SubscriberPlan {
  row: number;
  record: SubscriberRow;
  outcome: Outcome;
}

export async function planSubscribers(
  db: Db,
  rows: { row: number; record: SubscriberRow }[],
): Promise<({ row: number; plan: SubscriberPlan } | { row: number; errors: RowError[] })[]> {
  const emails = rows.map((r) => r.record.email);
  const [subscribed, people] = await Promise.all([
    db.select({ email: subscriptions.email }).from(subscriptions).where(inArray(subscriptions.email, emails)),
    db.select().from(supporters).where(inArray(supporters.email, emails)),
  ]);
  const ids = people.map((p) => p.id);
  const withdrawn = ids.length
    ? await db.select().from(supporterConsents).where(inArray(supporterConsents.supporterId, ids))
    : [];
  const on = new Set(subscribed.map((s) => s.email));
  const person = new Map(people.map((p) => [p.email!, p]));
  const unsubscribed = new Set(
    withdrawn
      .filter((c) => c.purpose === 'newsletter' && c.withdrawnAt && (!c.givenAt || c.withdrawnAt >= c.givenAt))
      .map((c) => c.supporterId),
  );
  return rows.map(({ row, record }) => {
    const who = person.get(record.email);
    if (!on.has(record.email) && who && unsubscribed.has(who.id))
      return { row, errors: [{ column: 'email', message: 'unsubscribed from the newsletter: not subscribed again' }] };
    const differs =
      !!who && ((!!record.name && record.name !== who.name) || (!!record.lang && record.lang !== who.lang));
    const outcome: Outcome = !on.has(record.email) ? 'created' : differs ? 'updated' : 'unchanged';
    return { row, plan: { row, record, outcome } };
  });
}

/**
 * Writes a batch's plans (call inside the batch's transaction): each reader's supporter
 * found or made by the forms' one rule, then the subscriptions and their consents in one
 * insert each (a new address has no subscription and, as planned, no withdrawn consent).
 */
export async function writeSubscribers(tx: Db, plans: SubscriberPlan[]): Promise<void> {
  const created: { record: SubscriberRow; supporterId: string; at: Date }[] = [];
  for (const { record, outcome } of plans) {
    if (outcome === 'unchanged') continue;
    const supporterId = (await findOrCreateSupporter(tx, record))!;
    const at = record.subscribedOn ? new Date(`${record.subscribedOn}T12:00:00Z`) : new Date();
    if (outcome === 'created') created.push({ record, supporterId, at });
  }
  if (!created.length) return;
  await tx
    .insert(subscriptions)
    .values(created.map(({ record, supporterId, at }) => ({ email: record.email, supporterId, createdAt: at })))
    .onConflictDoNothing({ target: subscriptions.email });
  await tx
    .insert(supporterConsents)
    .values(
      created.map(({ supporterId, at }) => ({
        supporterId,
        purpose: 'newsletter' as const,
        givenAt: at,
        givenSource: 'import',
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [supporterConsents.supporterId, supporterConsents.purpose],
      set: { givenAt: sql`excluded.given_at`, givenSource: 'import', updatedAt: sql`excluded.updated_at` },
    });
}
