import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { type Bucket, type Span, splitByDays } from './period';
import { type Aggregate, type Window, num, rows } from './sources';

/**
 * A kind of record the daily totals keep (daily_totals, kept by triggers: issue 17): the
 * records themselves (for the part of a day at either end of a period) and how a record
 * is counted there: its key (a status, a donation type) and amount.
 */
export interface Tallied {
  /** daily_totals.source */
  source: string;
  from: SQL;
  at: SQL;
  key: SQL;
  amount?: SQL;
}

export const tallied = {
  messages: { source: 'contact_messages', from: sql`contact_messages m`, at: sql`m.created_at`, key: sql`m.status` },
  donations: {
    source: 'donations',
    from: sql`donations d`,
    at: sql`d.created_at`,
    key: sql`d.donation_type`,
    amount: sql`d.amount_rwf`,
  },
  blogPosts: { source: 'blog_posts', from: sql`blog_posts b`, at: sql`b.date`, key: sql`''` },
  applications: { source: 'applications', from: sql`applications a`, at: sql`a.created_at`, key: sql`''` },
  subscribers: { source: 'subscriptions', from: sql`subscriptions n`, at: sql`n.created_at`, key: sql`''` },
  payments: { source: 'payments', from: sql`payments p`, at: sql`p.created_at`, key: sql`p.status` },
} satisfies Record<string, Tallied>;

/**
 * Aggregates over the counted rows `u (label, key, n, amount)`: a record is a row of n = 1,
 * a day's totals one row of n records.
 */
export const tally = {
  count:
    (keyCondition?: SQL): Aggregate =>
    (p) =>
      keyCondition ? sql`sum(u.n) FILTER (WHERE ${keyCondition} AND ${p})` : sql`sum(u.n) FILTER (WHERE ${p})`,
  amount: ((p) => sql`sum(u.amount) FILTER (WHERE ${p})`) as Aggregate,
};
export const key = sql`u.key`;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
export const inEdge = (at: SQL, e: Span) =>
  sql`${at} >= ${ts(e.from)} AND ${at} ${sql.raw(e.toInclusive ? '<=' : '<')} ${ts(e.to)}`;

type Split = ReturnType<typeof splitByDays>;
/** Each window's spans cut into days once: the zone's calendar arithmetic (Intl) is slow to repeat per query. */
const splits = new WeakMap<Window, Map<Span, Split>>();

/** Where the rows of a span come from: the days' totals, and the records of the edges (all of it without totals). */
export function split(span: Span, w: Window, useTotals: boolean): Split {
  if (!useTotals) return { days: null, edges: [span] };
  let known = splits.get(w);
  if (!known) splits.set(w, (known = new Map()));
  let found = known.get(span);
  if (!found) known.set(span, (found = splitByDays(span, w.timeZone)));
  return found;
}

/** The rows `(label, key, n, amount)` of a span: `label` is an SQL expression of the record's instant, or of the day. */
function counted(t: Tallied, span: Span, w: Window, useTotals: boolean, label: (at: SQL, day: boolean) => SQL): SQL[] {
  const { days, edges } = split(span, w, useTotals);
  const amount = t.amount ?? sql`0`;
  const parts = edges.map(
    (e) => sql`SELECT ${label(t.at, false)} AS label, ${t.key} AS key, 1::bigint AS n, ${amount}::numeric AS amount
               FROM ${t.from} WHERE ${inEdge(t.at, e)}`,
  );
  if (days)
    parts.push(sql`SELECT ${label(sql`day`, true)}, key, n, amount FROM daily_totals
                   WHERE source = ${t.source} AND day BETWEEN ${days[0]}::date AND ${days[1]}::date`);
  return parts;
}

const windowSpans = new WeakMap<Window, [Span, Span]>();
export function spans(w: Window): [Span, Span] {
  let found = windowSpans.get(w);
  if (!found) {
    found = [
      { from: w.currentFrom, to: w.currentTo, toInclusive: true },
      { from: w.previousFrom, to: w.previousTo, toInclusive: false },
    ];
    windowSpans.set(w, found);
  }
  return found;
}
const CURRENT = sql.raw(`'c'`);
const PREVIOUS = sql.raw(`'p'`);

/** As `compare` (sources.ts), from the daily totals and the edges of the two periods. */
export async function compareTallied<K extends string>(
  db: Db,
  t: Tallied,
  aggregates: Record<K, Aggregate>,
  w: Window,
  useTotals: boolean,
): Promise<Record<K, [number, number]>> {
  const [current, previous] = spans(w);
  const parts = [
    ...counted(t, current, w, useTotals, () => CURRENT),
    ...counted(t, previous, w, useTotals, () => PREVIOUS),
  ];
  const columns = (Object.entries(aggregates) as [K, Aggregate][]).flatMap(([name, agg]) => [
    sql`${agg(sql`u.label = ${CURRENT}`)} AS ${sql.identifier(`c_${name}`)}`,
    sql`${agg(sql`u.label = ${PREVIOUS}`)} AS ${sql.identifier(`p_${name}`)}`,
  ]);
  const [row] = await rows(db, sql`SELECT ${sql.join(columns, sql`, `)} FROM (${sql.join(parts, sql` UNION ALL `)}) u`);
  return Object.fromEntries(
    Object.keys(aggregates).map((name) => [name, [num(row?.[`c_${name}`]), num(row?.[`p_${name}`])]]),
  ) as Record<K, [number, number]>;
}

const UNITS: Record<Bucket, string> = { day: 'day', week: 'week', month: 'month' };
/** An IANA zone name is letters, digits, '_', '+', '-' and '/': nothing that can end a SQL string. */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]+$/;

/** As `series` (sources.ts): each aggregate per bucket of the current period, from the daily totals and today's records. */
export async function seriesTallied<K extends string>(
  db: Db,
  t: Tallied,
  aggregates: Record<K, Aggregate>,
  w: Window,
  bucket: Bucket,
  useTotals: boolean,
): Promise<Map<string, Record<K, number>>> {
  if (!ZONE_NAME.test(w.timeZone)) throw new Error(`not a time zone name: ${w.timeZone}`);
  const zone = sql.raw(`'${w.timeZone}'`);
  const unit = sql.raw(`'${UNITS[bucket]}'`);
  const label = (at: SQL, day: boolean) =>
    day
      ? sql`to_char(date_trunc(${unit}, ${at}::timestamp), 'YYYY-MM-DD')`
      : sql`to_char(date_trunc(${unit}, ${at} AT TIME ZONE ${zone}), 'YYYY-MM-DD')`;
  const parts = counted(t, spans(w)[0], w, useTotals, label);
  const columns = (Object.entries(aggregates) as [K, Aggregate][]).map(
    ([name, agg]) => sql`${agg(sql`TRUE`)} AS ${sql.identifier(name)}`,
  );
  const found = await rows(
    db,
    sql`SELECT u.label AS bucket, ${sql.join(columns, sql`, `)} FROM (${sql.join(parts, sql` UNION ALL `)}) u
        GROUP BY 1`,
  );
  return new Map(
    found.map((r) => [
      String(r.bucket),
      Object.fromEntries(Object.keys(aggregates).map((name) => [name, num(r[name])])) as Record<K, number>,
    ]),
  );
}
