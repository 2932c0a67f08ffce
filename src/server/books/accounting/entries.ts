import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import type { ClearingAccount, JournalFund } from '~/shared/schemas/accounting';
import { clearingOf } from './clearing';

/**
 * The journal's entries of a period (docs/accounting.md#the-journal), read from the
 * records, so that each fund's total is its records' total: Donation Records' donations
 * (paid through the site or recorded offline) are the general fund, sponsorship payments
 * the sponsorship fund, gifts to sponsored children and gift orders theirs. A sponsorship
 * payment whose child was no longer held (an unplaced one, docs/payments.md) is the
 * sponsorship fund's until staff settle it; its refund is an entry of its own.
 *
 * One plain SQL query (the records' union), read a page at a time in the journal's order
 * (when, then the reference): a year of 100,000 payments is never held whole.
 */
export interface JournalEntry {
  at: Date;
  kind: 'payment' | 'offline' | 'refund';
  reference: string;
  /** The provider's id or the statement's reference, when there is one. */
  outsideRef: string | null;
  fund: JournalFund;
  clearing: ClearingAccount;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  payer: string;
}

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The entries a page reads (a page is a few megabytes at most). */
export const JOURNAL_PAGE = 5000;

/** A receipt's reference as purchase-details.ts makes it: the prefix and the id's first eight hex digits. */
const ref = (prefix: string, id: SQL) => sql`${prefix}::text || upper(left(${id}::text, 8))`;
/** The fee the provider reported, never more than the amount. */
const fee = sql`least(coalesce(p.fee_minor, 0), p.amount_minor)`;

/** Every entry of the period: when, kind, reference, tie-breaking id, the money and where it came through. */
function unionOf(p: Period): SQL {
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${p.start.toISOString()}::timestamptz AND ${sql.raw(column)} < ${p.end.toISOString()}::timestamptz`;
  const record = (table: string, prefix: string, fund: JournalFund, payer: string) => sql`
    SELECT r.created_at AS at, 'payment' AS kind, ${ref(prefix, sql`r.id`)} AS reference, r.id AS id,
           p.provider_ref AS outside_ref, ${fund}::text AS fund, p.provider AS provider, p.method AS method,
           p.amount_minor AS amount, ${fee} AS fee, p.currency AS currency, r.${sql.raw(payer)} AS payer
      FROM ${sql.raw(table)} r JOIN payments p ON p.id = r.payment_id
     WHERE ${within('r.created_at')}`;
  const unplaced = (kind: 'payment' | 'refund', at: string, where: SQL) => sql`
    SELECT ${sql.raw(at)} AS at, ${kind}::text AS kind, ${ref(kind === 'refund' ? 'RF-SP-' : 'SP-', sql`u.id`)} AS reference,
           u.id AS id, p.provider_ref AS outside_ref, 'sponsorship' AS fund, p.provider AS provider, p.method AS method,
           p.amount_minor AS amount, ${kind === 'refund' ? sql`0` : fee} AS fee, p.currency AS currency,
           u.sponsor_name AS payer
      FROM unplaced_sponsorships u JOIN payments p ON p.id = u.payment_id
     WHERE ${where}`;
  return sql`
    SELECT d.created_at AS at, CASE WHEN p.id IS NULL THEN 'offline' ELSE 'payment' END AS kind,
           ${ref('DN-', sql`d.id`)} AS reference, d.id AS id,
           coalesce(p.provider_ref, o.statement_ref) AS outside_ref, 'general' AS fund,
           CASE WHEN p.id IS NULL THEN o.statement_provider ELSE p.provider END AS provider,
           CASE WHEN p.id IS NULL THEN d.payment_method ELSE p.method END AS method,
           -- Donation Records counts the donation's amount: the journal books the same.
           d.amount_rwf AS amount, least(coalesce(p.fee_minor, 0), d.amount_rwf) AS fee, 'RWF' AS currency,
           trim(d.first_name || ' ' || d.last_name) AS payer
      FROM donations d
      LEFT JOIN payments p ON p.id = d.payment_id
      LEFT JOIN offline_donations o ON o.donation_id = d.id
     WHERE ${within('d.created_at')}
    UNION ALL ${record('sponsorship_payments', 'SP-', 'sponsorship', 'sponsor_name')}
    UNION ALL ${record('child_gifts', 'CG-', 'childGifts', 'sponsor_name')}
    UNION ALL ${record('gift_orders', 'OR-', 'catalogue', 'buyer_name')}
    UNION ALL ${unplaced(
      'payment',
      'u.created_at',
      sql`${within('u.created_at')}
        AND NOT EXISTS (SELECT 1 FROM sponsorship_payments s WHERE s.payment_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM donations x WHERE x.payment_id = p.id)`,
    )}
    UNION ALL ${unplaced('refund', 'u.resolved_at', sql`u.resolution = 'refunded' AND ${within('u.resolved_at')}`)}`;
}

interface Row {
  at: Date | string;
  /** `at` to the microsecond, the next page's start. */
  at_key: string;
  kind: JournalEntry['kind'];
  reference: string;
  id: string;
  outside_ref: string | null;
  fund: JournalFund;
  provider: string | null;
  method: string;
  amount: number | string;
  fee: number | string;
  currency: string;
  payer: string | null;
}

const entryOf = (r: Row): JournalEntry => ({
  at: r.at instanceof Date ? r.at : new Date(r.at),
  kind: r.kind,
  reference: r.reference,
  outsideRef: r.outside_ref,
  fund: r.fund,
  clearing: clearingOf(r.provider, r.method),
  amountMinor: Number(r.amount),
  feeMinor: Number(r.fee),
  currency: r.currency,
  payer: r.payer ?? '',
});

/** The period's entries, oldest first (the reference, then the record, breaking ties), a page at a time. */
export async function* journalPages(db: Db, period: Period, pageSize = JOURNAL_PAGE): AsyncGenerator<JournalEntry[]> {
  let after: Row | null = null;
  for (;;) {
    const from: SQL = after
      ? sql`WHERE (e.at, e.reference COLLATE "C", e.id) > (${after.at_key}::timestamptz, ${after.reference} COLLATE "C", ${after.id}::uuid)`
      : sql``;
    const result = await db.execute(sql`
      SELECT e.*, e.at::text AS at_key FROM (${unionOf(period)}) e ${from}
       ORDER BY e.at, e.reference COLLATE "C", e.id
       LIMIT ${pageSize}`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    if (rows.length) yield rows.map(entryOf);
    if (rows.length < pageSize) return;
    after = rows.at(-1)!;
  }
}
