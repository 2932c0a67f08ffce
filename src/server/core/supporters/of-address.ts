import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { normaliseEmail } from './find-or-create';

/**
 * The supporters an address stands for: the one whose address it is, and those that
 * records given with it belong to (a record of a person merged into another keeps the
 * address it was given with, and now names the kept supporter). A signed link names an
 * address; what the page shows is read by these supporters. Each part is indexed.
 */
export async function supportersOfAddress(db: Pick<Db, 'execute'>, email: string): Promise<string[]> {
  const key = normaliseEmail(email);
  if (!key) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM supporters WHERE email = ${key}
        UNION SELECT supporter_id FROM donations WHERE lower(email) = ${key} AND supporter_id IS NOT NULL
        UNION SELECT supporter_id FROM sponsorship_payments WHERE lower(sponsor_email) = ${key} AND supporter_id IS NOT NULL
        UNION SELECT supporter_id FROM sponsorships WHERE lower(sponsor_email) = ${key} AND supporter_id IS NOT NULL
        UNION SELECT supporter_id FROM gift_orders WHERE lower(buyer_email) = ${key} AND supporter_id IS NOT NULL
        UNION SELECT supporter_id FROM recurring_plans WHERE payer_email = ${key} AND supporter_id IS NOT NULL`,
  );
  return rows.map((r) => String(r.id));
}

/** `column IN (ids)` for a list of supporters; false for none (nothing is theirs). */
export function ofSupporters(column: SQLWrapper, ids: readonly string[]): SQL {
  if (!ids.length) return sql`false`;
  return sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * Whether a record (a sponsorship, a gift to a child) is the address's: it names one of
 * the address's supporters, or, naming none, was given with the address.
 */
export function ownedBy(supporterColumn: SQLWrapper, emailColumn: SQLWrapper, ids: readonly string[], email: string) {
  const key = normaliseEmail(email) ?? '';
  return sql`(${ofSupporters(supporterColumn, ids)} OR (${supporterColumn} IS NULL AND lower(${emailColumn}) = ${key}))`;
}

/** The sponsorships (`s`) of an address: its supporters', found by their supporter. */
export async function sponsorshipsOfAddress(db: Pick<Db, 'execute'>, email: string): Promise<SQL> {
  return ownedBy(sql`s.supporter_id`, sql`s.sponsor_email`, await supportersOfAddress(db, email), email);
}

/**
 * The departures (`child_departures`) of an address's children: those of its
 * sponsorships, or, with no sponsorship left to say, those recorded with the address.
 */
export async function departuresOfAddress(
  db: Pick<Db, 'execute'>,
  departure: { sponsorshipId: SQLWrapper; sponsorEmail: SQLWrapper },
  email: string,
): Promise<SQL> {
  const key = normaliseEmail(email) ?? '';
  const owned = await sponsorshipsOfAddress(db, email);
  return sql`(EXISTS (SELECT 1 FROM sponsorships s WHERE s.id = ${departure.sponsorshipId} AND ${owned})
    OR (${departure.sponsorshipId} IS NULL AND lower(${departure.sponsorEmail}) = ${key}))`;
}
