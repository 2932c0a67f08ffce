import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { HealthRow } from '~/shared/schemas/sponsor-health';

/*
 * Who gave when (docs/sponsor-health.md): a gift is a donation (online or offline), an
 * approved sponsorship payment or an approved gift order, found by `supporter_id`
 * through each table's (supporter_id, created_at) index, as the Donors list counts them.
 * Years are calendar years in the organisation's time zone; plain SQL, no kept totals.
 */
const approved = (paymentId: SQL) =>
  sql`EXISTS (SELECT 1 FROM payments p WHERE p.id = ${paymentId} AND p.status = 'approved')`;

/** Every gift's giver and moment. */
const GIFTS = sql`
  SELECT supporter_id AS sid, created_at AS at FROM donations WHERE supporter_id IS NOT NULL
  UNION ALL
  SELECT s.supporter_id, s.created_at FROM sponsorship_payments s
   WHERE s.supporter_id IS NOT NULL AND ${approved(sql`s.payment_id`)}
  UNION ALL
  SELECT o.supporter_id, o.created_at FROM gift_orders o
   WHERE o.supporter_id IS NOT NULL AND ${approved(sql`o.payment_id`)}`;

/** The moments that cut the years: this calendar year's start, last year's, and 12 and 24 months back. */
export interface Moments {
  now: Date;
  timeZone: string;
}
type Marks = Record<'at' | 'thisYear' | 'lastYear' | 'months12' | 'months24', SQL>;

/**
 * The moments as constants, worked out once (the time zone's year start is not computed
 * again for each of 100,000 gifts).
 */
async function marks(db: Db, { now, timeZone }: Moments): Promise<Marks> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const tz = sql`${timeZone}::text`;
  const [row] = await rowsOf<Record<string, string | Date>>(
    db,
    sql`SELECT y0, y0 - interval '1 year' AS y1, ${at} - interval '12 months' AS m12, ${at} - interval '24 months' AS m24
          FROM (SELECT date_trunc('year', ${at} AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS y0) k`,
  );
  const lit = (v: string | Date | undefined) => sql`${new Date(v!).toISOString()}::timestamptz`;
  return { at, thisYear: lit(row?.y0), lastYear: lit(row?.y1), months12: lit(row?.m12), months24: lit(row?.m24) };
}

/** One row per giver: when they last gave, and in which of the windows. */
const perGiver = (k: Marks) => sql`
    SELECT sid, max(at) AS last_gift,
           bool_or(at >= ${k.thisYear}) AS this_year,
           bool_or(at >= ${k.lastYear} AND at < ${k.thisYear}) AS last_year,
           bool_or(at >= ${k.months24} AND at < ${k.months12}) AS before_12,
           bool_or(at >= ${k.months12}) AS within_12
      FROM (${GIFTS}) g WHERE at <= ${k.at} GROUP BY sid`;

/** LYBUNT: gave last year, not this year. SYBUNT: gave in some earlier year, neither last year nor this. */
const WHERE_LIST = {
  lybunt: sql`last_year AND NOT this_year`,
  sybunt: sql`NOT last_year AND NOT this_year`,
} as const;

export interface GiftFigures {
  base: number;
  retained: number;
  lybunt: number;
  sybunt: number;
}

/** Retention (gave 13-24 months ago, and again in the last 12) and the two lists' sizes, in one pass. */
export async function giftFigures(db: Db, m: Moments): Promise<GiftFigures> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE before_12) AS base,
               count(*) FILTER (WHERE before_12 AND within_12) AS retained,
               count(*) FILTER (WHERE ${WHERE_LIST.lybunt}) AS lybunt,
               count(*) FILTER (WHERE ${WHERE_LIST.sybunt}) AS sybunt
          FROM (${perGiver(await marks(db, m))}) x`,
  );
  return {
    base: Number(row?.base ?? 0),
    retained: Number(row?.retained ?? 0),
    lybunt: Number(row?.lybunt ?? 0),
    sybunt: Number(row?.sybunt ?? 0),
  };
}

/** The last gift of each of these supporters: when, how much (RWF; null for a gift order in dollars), how, what. */
async function lastGifts(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, Record<string, unknown>>();
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const found = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT DISTINCT ON (sid) sid, at, rwf, method, kind FROM (
          SELECT d.supporter_id AS sid, d.created_at AS at, d.amount_rwf::numeric AS rwf, d.payment_method AS method,
                 'donation' AS kind FROM donations d WHERE d.supporter_id = ANY(${list})
          UNION ALL
          SELECT s.supporter_id, s.created_at, s.amount::numeric, s.payment_method, 'sponsorship'
            FROM sponsorship_payments s WHERE s.supporter_id = ANY(${list}) AND ${approved(sql`s.payment_id`)}
          UNION ALL
          SELECT o.supporter_id, o.created_at, NULL, o.payment_method, 'order'
            FROM gift_orders o WHERE o.supporter_id = ANY(${list}) AND ${approved(sql`o.payment_id`)}
        ) g ORDER BY sid, at DESC`,
  );
  return new Map(found.map((r) => [String(r.sid), r]));
}

/** A page of LYBUNT or SYBUNT givers, the most recent giver first, each with their last gift. */
export async function giverList(
  db: Db,
  list: 'lybunt' | 'sybunt',
  m: Moments,
  limit: number,
  offset: number,
): Promise<{ rows: HealthRow[]; total: number }> {
  const page = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT x.sid, count(*) OVER () AS total, p.name, p.email, p.phone
          FROM (${perGiver(await marks(db, m))}) x JOIN supporters p ON p.id = x.sid
         WHERE ${WHERE_LIST[list]}
         ORDER BY x.last_gift DESC, x.sid LIMIT ${limit} OFFSET ${offset}`,
  );
  const gifts = await lastGifts(
    db,
    page.map((r) => String(r.sid)),
  );
  const rows = page.map((r): HealthRow => {
    const g = gifts.get(String(r.sid));
    return {
      _id: String(r.sid),
      supporterId: String(r.sid),
      name: String(r.name ?? ''),
      email: String(r.email ?? ''),
      phone: String(r.phone ?? ''),
      childId: null,
      childName: null,
      date: g ? new Date(g.at as string).toISOString() : null,
      amountRwf: g?.rwf === null || g?.rwf === undefined ? null : Number(g.rwf),
      method: g ? String(g.method) : null,
      reason: (g?.kind as HealthRow['reason']) ?? 'donation',
      note: null,
    };
  });
  return { rows, total: page.length ? Number(page[0]!.total) : 0 };
}

/** RWF given in the last 24 months by each of these supporters (who to call: who gave most lately). */
export async function givenLately(db: Db, ids: string[], now: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const since = sql`(${now.toISOString()}::timestamptz - interval '24 months')`;
  const found = await rowsOf<{ sid: string; rwf: string | number }>(
    db,
    sql`SELECT sid, sum(rwf) AS rwf FROM (
          SELECT supporter_id AS sid, amount_rwf::numeric AS rwf FROM donations
           WHERE supporter_id = ANY(${list}) AND created_at >= ${since}
          UNION ALL
          SELECT s.supporter_id, s.amount::numeric FROM sponsorship_payments s
           WHERE s.supporter_id = ANY(${list}) AND s.created_at >= ${since} AND ${approved(sql`s.payment_id`)}
        ) g GROUP BY sid`,
  );
  return new Map(found.map((r) => [String(r.sid), Number(r.rwf)]));
}
