import { containsPattern } from '~/server/db/like';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rowsOf } from '~/server/db/rows';
import { notFound } from '~/server/http/errors';
import { plansOf } from '~/server/recurring/giving';
import { translate } from '~/shared/i18n';
import type { Donor, DonorGift, DonorListQuery, DonorPage, DonorRecord } from '~/shared/schemas/donor';

/** The reference a donor can quote ("DN-", "SP-", "OR-" and the id's first 8 characters). */
const reference = (prefix: string, id: string) => `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const PREFIX = { donation: 'DN', sponsorship: 'SP', order: 'OR' } as const;

const approved = (col: string) =>
  sql.raw(`EXISTS (SELECT 1 FROM payments p WHERE p.id = ${col} AND p.status = 'approved')`);

/**
 * Every gift received, one row each, with who gave it: donations (paid and approved, or
 * recorded offline), sponsorship payments approved, gift orders approved with a buyer.
 * Amounts: RWF whole francs (`rwf`) or USD cents (`cents`).
 */
const gifts = sql`(
  SELECT 'donation' AS kind, d.id, lower(d.email) AS key, d.email, d.first_name || ' ' || d.last_name AS name,
         d.phone, d.anonymous, d.amount_rwf::numeric AS rwf, 0::numeric AS cents, d.payment_method AS method,
         d.target AS description, d.payment_id IS NULL AS offline, d.created_at AS at
    FROM donations d WHERE d.email <> '' AND (d.payment_id IS NULL OR ${approved('d.payment_id')})
  UNION ALL
  SELECT 'sponsorship', s.id, lower(s.sponsor_email), s.sponsor_email, s.sponsor_name, s.sponsor_phone, false,
         s.amount::numeric, 0, s.payment_method, coalesce('Sponsor ' || c.name, 'Sponsorship'), false, s.created_at
    FROM sponsorship_payments s LEFT JOIN children c ON c.id = s.child_id
   WHERE s.sponsor_email <> '' AND ${approved('s.payment_id')}
  UNION ALL
  SELECT 'order', o.id, lower(o.buyer_email), o.buyer_email, o.buyer_name, '', false, 0, o.total_cents::numeric,
         o.payment_method, (SELECT string_agg(i.name, ', ' ORDER BY i.id) FROM gift_order_items i WHERE i.order_id = o.id),
         false, o.created_at
    FROM gift_orders o WHERE o.buyer_email <> '' AND ${approved('o.payment_id')}
) g`;

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** One donor per lower-cased e-mail: the latest name and phone given, the totals. */
const donorsQuery = (where: SQL) => sql`
  SELECT key,
         (array_agg(email ORDER BY at DESC))[1] AS email,
         (array_agg(name ORDER BY at DESC))[1] AS name,
         coalesce((array_agg(phone ORDER BY at DESC) FILTER (WHERE phone <> ''))[1], '') AS phone,
         bool_or(anonymous) AS anonymous, count(*) AS gifts, sum(rwf) AS rwf, sum(cents) AS cents,
         min(at) AS first_gift, max(at) AS last_gift, count(*) OVER () AS total
    FROM ${gifts} WHERE ${where} GROUP BY key`;

const toDonor = (r: Row): Donor => ({
  email: String(r.email),
  name: String(r.name),
  phone: String(r.phone ?? ''),
  anonymous: r.anonymous === true || r.anonymous === 't',
  gifts: Number(r.gifts),
  totalRwf: Math.round(Number(r.rwf) * 100) / 100,
  totalUsd: Number(r.cents) / 100,
  firstGift: iso(r.first_gift),
  lastGift: iso(r.last_gift),
});

/** Donors, most recent giver first; `q` finds a part of the name or the e-mail. */
export async function listDonors(db: Db, q: DonorListQuery): Promise<DonorPage> {
  const pattern = q.q ? containsPattern(q.q.toLowerCase()) : null;
  const where = pattern ? sql`(key LIKE ${pattern} OR lower(name) LIKE ${pattern})` : sql`TRUE`;
  const found = await rowsOf<Row>(
    db,
    sql`${donorsQuery(where)} ORDER BY last_gift DESC, key LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const total = found.length ? Number(found[0]!.total) : 0;
  // A page past the end still says how many there are.
  const counted = found.length || q.page === 1 ? total : await countDonors(db, where);
  return { data: found.map(toDonor), total: counted, page: q.page, pageSize: q.pageSize };
}

async function countDonors(db: Db, where: SQL): Promise<number> {
  const [row] = await rowsOf<Row>(db, sql`SELECT count(DISTINCT key) AS n FROM ${gifts} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

/**
 * One donor (by e-mail, any case) with every gift, newest first, and their monthly plans
 * (any status, newest first). 404 when no gift carries the address.
 */
export async function donorRecord(db: Db, email: string): Promise<DonorRecord> {
  const key = email.trim().toLowerCase();
  const [summary] = await rowsOf<Row>(db, donorsQuery(sql`key = ${key}`));
  if (!summary) throw notFound(translate('validation:donor.notFound'));
  const statement = await rowsOf<Row>(db, sql`SELECT * FROM ${gifts} WHERE key = ${key} ORDER BY at DESC, id`);
  return {
    ...toDonor(summary),
    plans: await plansOf(db, key),
    statement: statement.map((r): DonorGift => ({
      kind: r.kind as DonorGift['kind'],
      _id: String(r.id),
      reference: reference(PREFIX[r.kind as DonorGift['kind']], String(r.id)),
      amount: r.kind === 'order' ? Number(r.cents) / 100 : Number(r.rwf),
      currency: r.kind === 'order' ? 'USD' : 'RWF',
      method: String(r.method),
      description: String(r.description ?? ''),
      anonymous: r.anonymous === true || r.anonymous === 't',
      offline: r.offline === true || r.offline === 't',
      date: iso(r.at),
    })),
  };
}
