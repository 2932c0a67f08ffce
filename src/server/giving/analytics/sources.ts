import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { Bucket } from './period';

/**
 * The records the dashboard counts, each as a FROM clause with the instant that places
 * a row in a period (`at`). Money counts only once the payment was approved: a
 * declined or pending attempt is no revenue.
 */
export interface Source {
  from: SQL;
  at: SQL;
}

const approved = (paymentId: SQL) => sql`JOIN payments p ON p.id = ${paymentId} AND p.status = 'approved'`;
/**
 * Donations received: every donation row. One is written in the transaction that approves
 * its payment, which never changes again (payments/settle.ts), or recorded by staff as
 * received offline (no payment); checking each row's payment again cost a lookup per row.
 */
export const receivedDonations = sql`donations`;

export const sources = {
  messages: { from: sql`contact_messages m`, at: sql`m.created_at` },
  // A gift staff recorded offline (cash, bank, cheque) has no payment and counts as received.
  donations: { from: sql`${receivedDonations} d`, at: sql`d.created_at` },
  sponsorships: { from: sql`sponsorship_payments s ${approved(sql`s.payment_id`)}`, at: sql`s.created_at` },
  giftOrders: { from: sql`gift_orders o ${approved(sql`o.payment_id`)}`, at: sql`o.created_at` },
  giftUnits: {
    from: sql`gift_order_items i JOIN gift_orders o ON o.id = i.order_id ${approved(sql`o.payment_id`)}`,
    at: sql`o.created_at`,
  },
  blogPosts: { from: sql`blog_posts b`, at: sql`b.date` },
  applications: { from: sql`applications a`, at: sql`a.created_at` },
  subscribers: { from: sql`subscriptions n`, at: sql`n.created_at` },
  payments: { from: sql`payments p`, at: sql`p.created_at` },
} satisfies Record<string, Source>;

export interface Window {
  currentFrom: Date;
  /** The end of the current period (now). */
  currentTo: Date;
  previousFrom: Date;
  previousTo: Date;
  /** The organisation's time zone (an IANA name, checked by config.ts): days, weeks and months are its own. */
  timeZone: string;
}

type Row = Record<string, unknown>;

export const rows = <T extends Row>(db: Db, query: SQL): Promise<T[]> => rowsOf<T>(db, query);

/** Counts and sums come back as strings or bigints depending on the driver. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** An aggregate restricted to the rows of a period: `(inPeriod) => SQL`. */
export type Aggregate = (inPeriod: SQL) => SQL;
export const countWhere =
  (condition?: SQL): Aggregate =>
  (p) =>
    condition ? sql`count(*) FILTER (WHERE ${condition} AND ${p})` : sql`count(*) FILTER (WHERE ${p})`;
export const sumOf =
  (expr: SQL): Aggregate =>
  (p) =>
    sql`sum(${expr}) FILTER (WHERE ${p})`;
export const countDistinct =
  (expr: SQL): Aggregate =>
  (p) =>
    sql`count(DISTINCT ${expr}) FILTER (WHERE ${p})`;

/**
 * Each aggregate over the current and the previous period, in one scan:
 * `{ name: [current, previous] }`.
 */
export async function compare<K extends string>(
  db: Db,
  source: Source,
  aggregates: Record<K, Aggregate>,
  w: Window,
): Promise<Record<K, [number, number]>> {
  const inCurrent = sql`${source.at} >= ${ts(w.currentFrom)} AND ${source.at} <= ${ts(w.currentTo)}`;
  const inPrevious = sql`${source.at} >= ${ts(w.previousFrom)} AND ${source.at} < ${ts(w.previousTo)}`;
  const columns = (Object.entries(aggregates) as [K, Aggregate][]).flatMap(([name, agg]) => [
    sql`${agg(inCurrent)} AS ${sql.identifier(`c_${name}`)}`,
    sql`${agg(inPrevious)} AS ${sql.identifier(`p_${name}`)}`,
  ]);
  const [row] = await rows(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)} FROM ${source.from}
        WHERE ${source.at} >= ${ts(w.previousFrom)} AND ${source.at} <= ${ts(w.currentTo)}`,
  );
  return Object.fromEntries(
    Object.keys(aggregates).map((name) => [name, [num(row?.[`c_${name}`]), num(row?.[`p_${name}`])]]),
  ) as Record<K, [number, number]>;
}

const UNITS: Record<Bucket, SQL> = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) };

/** An IANA zone name is letters, digits, '_', '+', '-' and '/': nothing that can end a SQL string. */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]+$/;

/** Each aggregate per bucket of the current period (the organisation's calendar): `Map<bucket, { name: value }>`. */
export async function series<K extends string>(
  db: Db,
  source: Source,
  aggregates: Record<K, Aggregate>,
  w: Window,
  bucket: Bucket,
): Promise<Map<string, Record<K, number>>> {
  if (!ZONE_NAME.test(w.timeZone)) throw new Error(`not a time zone name: ${w.timeZone}`);
  // Inlined, not a parameter: the grouped expression must be the selected one, word for word.
  const zone = sql.raw(`'${w.timeZone}'`);
  const truncated = sql`date_trunc(${UNITS[bucket]}, ${source.at} AT TIME ZONE ${zone})`;
  const columns = (Object.entries(aggregates) as [K, Aggregate][]).map(
    ([name, agg]) => sql`${agg(sql`TRUE`)} AS ${sql.identifier(name)}`,
  );
  const found = await rows(
    db,
    // Grouped by the instant truncated, written as text once per bucket, not once per row.
    sql`SELECT to_char(${truncated}, 'YYYY-MM-DD') AS bucket, ${sql.join(columns, sql`, `)} FROM ${source.from}
        WHERE ${source.at} >= ${ts(w.currentFrom)} AND ${source.at} <= ${ts(w.currentTo)}
        GROUP BY ${truncated}`,
  );
  return new Map(
    found.map((r) => [
      String(r.bucket),
      Object.fromEntries(Object.keys(aggregates).map((name) => [name, num(r[name])])) as Record<K, number>,
    ]),
  );
}

export const inCurrentPeriod = (at: SQL, w: Window) =>
  sql`${at} >= ${ts(w.currentFrom)} AND ${at} <= ${ts(w.currentTo)}`;
