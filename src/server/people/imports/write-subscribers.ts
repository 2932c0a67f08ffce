import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { anyOf, rowsOf, unnestOf } from './bulk';
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
    db.select({ email: subscriptions.email }).from(subscriptions).where(anyOf(subscriptions.email, emails)),
    db.select().from(supporters).where(anyOf(supporters.email, emails)),
  ]);
  const ids = people.map((p) => p.id);
  const withdrawn = ids.length
    ? await db
        .select()
        .from(supporterConsents)
        .where(anyOf(supporterConsents.supporterId, ids, 'uuid'))
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
 * Writes a batch's plans (call inside the batch's transaction) in three statements whatever
 * its size (bulk.ts): the readers' supporters found or made by the forms' rule
 * (`findOrCreateSupporter`'s: matched by address, a name or language given replaces theirs,
 * an empty one keeps it), then the new addresses' subscriptions and consents (a new address
 * has no subscription and, as planned, no withdrawn consent). E-mails are unique in a file
 * (check-rows.ts), so no statement touches a row twice.
 */
export async function writeSubscribers(tx: Db, plans: SubscriberPlan[]): Promise<void> {
  const changed = plans.filter((p) => p.outcome !== 'unchanged');
  if (!changed.length) return;
  const people = await rowsOf<{ id: string; email: string }>(
    tx,
    sql`WITH t AS (SELECT * FROM ${unnestOf(changed, {
      email: ['text', (p) => p.record.email],
      name: ['text', (p) => p.record.name ?? ''],
      lang: ['text', (p) => p.record.lang],
    })})
        INSERT INTO ${supporters} AS s (email, name, lang)
        SELECT t.email, t.name, coalesce(t.lang, 'en') FROM t
        ON CONFLICT (email) WHERE email IS NOT NULL DO UPDATE
           SET name = CASE WHEN excluded.name <> '' THEN excluded.name ELSE s.name END,
               lang = coalesce((SELECT t.lang FROM t WHERE t.email = excluded.email), s.lang),
               updated_at = now()
        RETURNING s.id, s.email`,
  );
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const created = changed
    .filter((p) => p.outcome === 'created')
    .map(({ record }) => ({
      email: record.email,
      supporterId: idOf.get(record.email)!,
      at: record.subscribedOn ? new Date(`${record.subscribedOn}T12:00:00Z`) : new Date(),
    }));
  if (!created.length) return;
  await tx.execute(sql`
    INSERT INTO ${subscriptions} (email, supporter_id, created_at)
    SELECT t.email, t.supporter_id, t.at
      FROM ${unnestOf(created, {
        email: ['text', (c) => c.email],
        supporter_id: ['uuid', (c) => c.supporterId],
        at: ['timestamptz', (c) => c.at],
      })}
    ON CONFLICT (email) DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO ${supporterConsents} (supporter_id, purpose, given_at, given_source, updated_at)
    SELECT t.supporter_id, 'newsletter', t.at, 'import', t.at
      FROM ${unnestOf(created, {
        supporter_id: ['uuid', (c) => c.supporterId],
        at: ['timestamptz', (c) => c.at],
      })}
    ON CONFLICT (supporter_id, purpose) DO UPDATE
       SET given_at = excluded.given_at, given_source = 'import', updated_at = excluded.updated_at`);
}
