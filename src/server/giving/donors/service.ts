import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { containsPattern } from '~/server/core/db/like';
import { rowsOf } from '~/server/core/db/rows';
import { notFound } from '~/server/core/http/errors';
import { plansOfSupporters } from '~/server/giving/recurring/giving';
import { translate } from '~/shared/i18n';
import type { Donor, DonorGift, DonorListQuery, DonorPage, DonorRecord } from '~/shared/schemas/donor';

/** The reference a donor can quote ("DN-", "SP-", "OR-" and the id's first 8 characters). */
const reference = (prefix: string, id: string) => `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const PREFIX = { donation: 'DN', sponsorship: 'SP', order: 'OR' } as const;

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const bool = (v: unknown) => v === true || v === 't';

/*
 * A donor is a supporter who gave: their donations (online and offline),
 * approved sponsorship payments and approved gift orders, found by `supporter_id`
 * through each table's (supporter_id, created_at) index. Plain SQL over the records, no
 * kept totals (decision 014): a page of donors is ordered by each supporter's latest
 * gift, then only that page's supporters are summed.
 */
const approved = (paymentId: SQL) =>
  sql`EXISTS (SELECT 1 FROM payments p WHERE p.id = ${paymentId} AND p.status = 'approved')`;

/** Each giver's latest gift, one row per supporter (per table through its supporter index, then merged). */
const LATEST = sql`
  SELECT sid, max(at) AS last_gift FROM (
    SELECT supporter_id AS sid, max(created_at) AS at FROM donations WHERE supporter_id IS NOT NULL GROUP BY supporter_id
    UNION ALL
    SELECT s.supporter_id, max(s.created_at) FROM sponsorship_payments s
     WHERE s.supporter_id IS NOT NULL AND ${approved(sql`s.payment_id`)} GROUP BY s.supporter_id
    UNION ALL
    SELECT o.supporter_id, max(o.created_at) FROM gift_orders o
     WHERE o.supporter_id IS NOT NULL AND ${approved(sql`o.payment_id`)} GROUP BY o.supporter_id
  ) x GROUP BY sid`;

/** The totals of the supporters whose ids are `ids`, read through each table's supporter index. */
async function totalsOf(db: Db, ids: string[]): Promise<Map<string, Row>> {
  if (!ids.length) return new Map();
  const list = sql`SELECT unnest(${`{${ids.join(',')}}`}::uuid[])`;
  const found = await rowsOf<Row>(
    db,
    sql`SELECT sid, count(*) AS gifts, coalesce(sum(rwf), 0) AS rwf, coalesce(sum(cents), 0) AS cents,
               bool_or(anonymous) AS anonymous, min(at) AS first_gift, max(at) AS last_gift
          FROM (
            SELECT d.supporter_id AS sid, d.amount_rwf::numeric AS rwf, 0::numeric AS cents, d.anonymous, d.created_at AS at
              FROM donations d WHERE d.supporter_id IN (${list})
            UNION ALL
            SELECT s.supporter_id, s.amount::numeric, 0, false, s.created_at FROM sponsorship_payments s
             WHERE s.supporter_id IN (${list}) AND ${approved(sql`s.payment_id`)}
            UNION ALL
            SELECT o.supporter_id, 0, o.total_cents::numeric, false, o.created_at FROM gift_orders o
             WHERE o.supporter_id IN (${list}) AND ${approved(sql`o.payment_id`)}
          ) g GROUP BY sid`,
  );
  return new Map(found.map((r) => [String(r.sid), r]));
}

const toDonor = (person: Row, totals: Row): Donor => ({
  _id: String(person.id),
  email: String(person.email ?? ''),
  name: String(person.name ?? ''),
  phone: String(person.phone ?? ''),
  anonymous: bool(totals.anonymous),
  gifts: Number(totals.gifts),
  totalRwf: Math.round(Number(totals.rwf) * 100) / 100,
  totalUsd: Number(totals.cents) / 100,
  firstGift: iso(totals.first_gift),
  lastGift: iso(totals.last_gift),
});

/** The supporters whose name or e-mail, or a name given with one of their gifts, contains the pattern. */
const matching = (pattern: string) => sql`
  SELECT id FROM supporters WHERE lower(name) LIKE ${pattern} OR email LIKE ${pattern}
  UNION SELECT supporter_id FROM donations WHERE lower(first_name || ' ' || last_name) LIKE ${pattern}
  UNION SELECT supporter_id FROM sponsorship_payments WHERE lower(sponsor_name) LIKE ${pattern}
  UNION SELECT supporter_id FROM gift_orders WHERE lower(buyer_name) LIKE ${pattern}`;

/** Donors, most recent giver first (the supporter's id breaking ties); `q` finds a part of the name or the e-mail. */
export async function listDonors(db: Db, q: DonorListQuery): Promise<DonorPage> {
  const pattern = q.q ? containsPattern(q.q.toLowerCase()) : null;
  const search = pattern ? sql`WHERE l.sid IN (${matching(pattern)})` : sql``;
  const page = await rowsOf<Row>(
    db,
    sql`SELECT l.sid, count(*) OVER () AS total FROM (${LATEST}) l ${search}
        ORDER BY l.last_gift DESC, l.sid LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const ids = page.map((r) => String(r.sid));
  const [people, totals, total] = await Promise.all([
    ids.length
      ? rowsOf<Row>(
          db,
          sql`SELECT id, name, email, phone FROM supporters WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
        )
      : [],
    totalsOf(db, ids),
    page.length ? Number(page[0]!.total) : countDonors(db, search),
  ]);
  const byId = new Map(people.map((p) => [String(p.id), p]));
  return {
    data: ids.map((id) => toDonor(byId.get(id)!, totals.get(id)!)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The number of donors (a page past the end still says how many there are). */
async function countDonors(db: Db, search: SQL): Promise<number> {
  const [row] = await rowsOf<Row>(db, sql`SELECT count(*) AS n FROM (${LATEST}) l ${search}`);
  return Number(row?.n ?? 0);
}

/** Every gift of one supporter, newest first: the donor's statement. */
const statementOf = (sid: string) => sql`
  SELECT 'donation' AS kind, d.id, d.amount_rwf::numeric AS rwf, 0::numeric AS cents, d.payment_method AS method,
         d.target AS description, d.anonymous, d.payment_id IS NULL AS offline, d.created_at AS at
    FROM donations d WHERE d.supporter_id = ${sid}
  UNION ALL
  SELECT 'sponsorship', s.id, s.amount::numeric, 0, s.payment_method, coalesce('Sponsor ' || c.name, 'Sponsorship'),
         false, false, s.created_at
    FROM sponsorship_payments s LEFT JOIN children c ON c.id = s.child_id
   WHERE s.supporter_id = ${sid} AND ${approved(sql`s.payment_id`)}
  UNION ALL
  SELECT 'order', o.id, 0, o.total_cents::numeric, o.payment_method,
         (SELECT string_agg(i.name, ', ' ORDER BY i.id) FROM gift_order_items i WHERE i.order_id = o.id), false, false,
         o.created_at
    FROM gift_orders o WHERE o.supporter_id = ${sid} AND ${approved(sql`o.payment_id`)}
  ORDER BY at DESC, id`;

/**
 * One donor (by e-mail, any case: their supporter) with every gift, newest first, and
 * their monthly plans (any status, newest first). 404 when no gift is theirs.
 */
export async function donorRecord(db: Db, email: string): Promise<DonorRecord> {
  const key = email.trim().toLowerCase();
  const [person] = await rowsOf<Row>(db, sql`SELECT id, name, email, phone FROM supporters WHERE email = ${key}`);
  const sid = person ? String(person.id) : null;
  const totals = sid ? (await totalsOf(db, [sid])).get(sid) : undefined;
  if (!person || !totals) throw notFound(translate('adminValidation:donor.notFound'));
  const statement = await rowsOf<Row>(db, statementOf(sid!));
  return {
    ...toDonor(person, totals),
    plans: await plansOfSupporters(db, [sid!]),
    statement: statement.map((r): DonorGift => ({
      kind: r.kind as DonorGift['kind'],
      _id: String(r.id),
      reference: reference(PREFIX[r.kind as DonorGift['kind']], String(r.id)),
      amount: r.kind === 'order' ? Number(r.cents) / 100 : Number(r.rwf),
      currency: r.kind === 'order' ? 'USD' : 'RWF',
      method: String(r.method),
      description: String(r.description ?? ''),
      anonymous: bool(r.anonymous),
      offline: bool(r.offline),
      date: iso(r.at),
    })),
  };
}
