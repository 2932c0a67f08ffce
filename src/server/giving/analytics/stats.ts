import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { publicNameOf } from '~/server/core/db/child-name';
import { TIME_ZONE, percentChange, percentOf, periodRanges } from './period';
import type { Period, Stats } from '~/shared/schemas/analytics';
import {
  type Window,
  compare,
  countWhere,
  inCurrentPeriod,
  num,
  receivedDonations,
  rows,
  series,
  sources,
  sumOf,
} from './sources';

const count = countWhere();
/** RWF: whole francs for donations, numeric(12,2) for sponsorship payments; USD in cents. */
const round2 = (n: number) => Math.round(n * 100) / 100;
const card = ([current, previous]: [number, number]) => ({
  current,
  previous,
  change: percentChange(current, previous),
});

/**
 * How the top children are named: in full to staff who work with children, else by the
 * name the public knows them by (docs/children-protection.md and docs/decisions/013-staff-roles-and-sign-in.md: the viewer reads nothing personal).
 */
export type ChildNames = 'full' | 'public';

/**
 * GET /api/stats: the analytics dashboard for one period, from the real records: plain
 * aggregates over each table's created_at index, no kept totals (decision 014).
 * Revenue in RWF (donations and sponsorship payments) and gift sales in USD are
 * reported apart: the two currencies are never added together.
 */
export async function computeStats(
  db: Db,
  period: Period,
  now = new Date(),
  timeZone = TIME_ZONE,
  childNames: ChildNames = 'full',
): Promise<Stats> {
  const r = periodRanges(period, now, timeZone);
  const w: Window = {
    timeZone,
    currentFrom: r.current.from,
    currentTo: r.current.to,
    previousFrom: r.previous.from,
    previousTo: r.previous.to,
  };

  const [messages, donations, sponsorships, giftOrders, giftUnits, posts, applications, subscribers, payments] =
    await Promise.all([
      compare(
        db,
        sources.messages,
        {
          count,
          read: countWhere(sql`m.status <> 'Unread'`),
          responded: countWhere(sql`m.status = 'Responded'`),
        },
        w,
      ),
      compare(
        db,
        sources.donations,
        {
          count,
          rwf: sumOf(sql`d.amount_rwf`),
          monthly: countWhere(sql`d.donation_type = 'monthly'`),
        },
        w,
      ),
      compare(db, sources.sponsorships, { count, rwf: sumOf(sql`s.amount`) }, w),
      compare(db, sources.giftOrders, { count, cents: sumOf(sql`o.total_cents`) }, w),
      compare(db, sources.giftUnits, { count }, w),
      compare(db, sources.blogPosts, { count }, w),
      compare(db, sources.applications, { count }, w),
      compare(db, sources.subscribers, { count }, w),
      compare(
        db,
        sources.payments,
        {
          approved: countWhere(sql`p.status = 'approved'`),
          decided: countWhere(sql`p.status IN ('approved', 'declined', 'expired')`),
          failed: countWhere(sql`p.status IN ('declined', 'expired')`),
        },
        w,
      ),
    ]);
  const donors = await distinctDonors(db, w);

  const revenue: [number, number] = [
    round2(donations.rwf[0] + sponsorships.rwf[0]),
    round2(donations.rwf[1] + sponsorships.rwf[1]),
  ];

  const [seriesRows, top, childrenNow, pendingNow] = await Promise.all([
    timeSeries(db, w, r.bucket, r.buckets),
    topContent(db, w, childNames),
    rows(db, sql`SELECT count(*) AS total, count(*) FILTER (WHERE is_sponsored) AS sponsored FROM children`),
    rows(db, sql`SELECT count(*) AS pending FROM payments WHERE status = 'pending'`),
  ]);

  const cur = (pair: [number, number]) => pair[0];
  return {
    period,
    timeZone,
    bucket: r.bucket,
    current: { from: r.current.from.toISOString(), to: r.current.to.toISOString() },
    previous: { from: r.previous.from.toISOString(), to: r.previous.to.toISOString() },
    cards: {
      messages: card(messages.count),
      donations: card(donations.count),
      sponsorships: card(sponsorships.count),
      catalogItems: card(giftUnits.count),
      blogPosts: card(posts.count),
      revenueRwf: card(revenue),
    },
    series: seriesRows,
    distribution: [
      { key: 'messages', value: cur(messages.count) },
      { key: 'donations', value: cur(donations.count) },
      { key: 'sponsorships', value: cur(sponsorships.count) },
      { key: 'giftOrders', value: cur(giftOrders.count) },
      { key: 'applications', value: cur(applications.count) },
      { key: 'subscribers', value: cur(subscribers.count) },
      { key: 'blogPosts', value: cur(posts.count) },
    ],
    engagement: [
      { key: 'messagesRead', value: percentOf(cur(messages.read), cur(messages.count)) },
      { key: 'messagesResponded', value: percentOf(cur(messages.responded), cur(messages.count)) },
      { key: 'paymentsApproved', value: percentOf(cur(payments.approved), cur(payments.decided)) },
      { key: 'monthlyDonations', value: percentOf(cur(donations.monthly), cur(donations.count)) },
      {
        key: 'childrenSponsored',
        value: percentOf(num(childrenNow[0]?.sponsored), num(childrenNow[0]?.total)),
      },
    ],
    top,
    payments: { pending: num(pendingNow[0]?.pending), failed: cur(payments.failed) },
    tiles: {
      giftSalesUsd: cur(giftOrders.cents) / 100,
      giftOrders: cur(giftOrders.count),
      averageDonationRwf: cur(donations.count) ? Math.round(cur(donations.rwf) / cur(donations.count)) : 0,
      donors: cur(donors),
      applications: cur(applications.count),
      subscribers: cur(subscribers.count),
    },
  };
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The donors of the two periods: a donor is a supporter, one person however
 * many gifts. One pass over the donations of both periods, grouped by supporter.
 */
async function distinctDonors(db: Db, w: Window): Promise<[number, number]> {
  const [row] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE cur) AS c, count(*) FILTER (WHERE prev) AS p FROM (
          SELECT bool_or(d.created_at >= ${at(w.currentFrom)}) AS cur, bool_or(d.created_at < ${at(w.previousTo)}) AS prev
            FROM donations d
           WHERE d.created_at >= ${at(w.previousFrom)} AND d.created_at <= ${at(w.currentTo)}
             AND d.supporter_id IS NOT NULL
           GROUP BY d.supporter_id) x`,
  );
  return [num(row?.c), num(row?.p)];
}

async function timeSeries(db: Db, w: Window, bucket: Stats['bucket'], buckets: string[]): Promise<Stats['series']> {
  const n = count;
  const [messages, donations, sponsorships, orders, applications, subscribers] = await Promise.all([
    series(db, sources.messages, { n }, w, bucket),
    series(db, sources.donations, { n, rwf: sumOf(sql`d.amount_rwf`) }, w, bucket),
    series(db, sources.sponsorships, { n, rwf: sumOf(sql`s.amount`) }, w, bucket),
    series(db, sources.giftOrders, { n, cents: sumOf(sql`o.total_cents`) }, w, bucket),
    series(db, sources.applications, { n }, w, bucket),
    series(db, sources.subscribers, { n }, w, bucket),
  ]);
  return buckets.map((b) => {
    const donationsRwf = donations.get(b)?.rwf ?? 0;
    const sponsorshipsRwf = sponsorships.get(b)?.rwf ?? 0;
    return {
      bucket: b,
      messages: messages.get(b)?.n ?? 0,
      donations: donations.get(b)?.n ?? 0,
      sponsorships: sponsorships.get(b)?.n ?? 0,
      giftOrders: orders.get(b)?.n ?? 0,
      applications: applications.get(b)?.n ?? 0,
      subscribers: subscribers.get(b)?.n ?? 0,
      donationsRwf,
      sponsorshipsRwf,
      revenueRwf: round2(donationsRwf + sponsorshipsRwf),
      giftSalesUsd: (orders.get(b)?.cents ?? 0) / 100,
    };
  });
}

/**
 * What did best in the period, by measures the records really hold: gifts by units
 * ordered, children by the francs received for them (sponsorship payments and
 * donations made for that child), and the most recent posts (no view counts exist).
 */
async function topContent(db: Db, w: Window, childNames: ChildNames): Promise<Stats['top']> {
  const approved = (col: string) => sql.raw(`JOIN payments p ON p.id = ${col} AND p.status = 'approved'`);
  const [gifts, children, posts] = await Promise.all([
    rows(
      db,
      sql`SELECT i.gift_id AS id, coalesce(max(g.name), max(i.name)) AS name, count(*) AS units,
                 sum(i.price_cents) AS cents
          FROM gift_order_items i JOIN gift_orders o ON o.id = i.order_id ${approved('o.payment_id')}
          LEFT JOIN gifts g ON g.id = i.gift_id
          WHERE ${inCurrentPeriod(sql`o.created_at`, w)}
          GROUP BY i.gift_id, CASE WHEN i.gift_id IS NULL THEN i.name END
          ORDER BY units DESC, cents DESC, name LIMIT 5`,
    ),
    rows(
      db,
      sql`SELECT c.id, c.name, c.preferred_name, count(*) AS payments, sum(x.amount) AS amount FROM (
            SELECT s.child_id, s.amount::numeric AS amount FROM sponsorship_payments s ${approved('s.payment_id')}
            WHERE ${inCurrentPeriod(sql`s.created_at`, w)}
            UNION ALL
            SELECT d.child_id, d.amount_rwf::numeric FROM ${receivedDonations} d
            WHERE d.child_id IS NOT NULL AND ${inCurrentPeriod(sql`d.created_at`, w)}
          ) x JOIN children c ON c.id = x.child_id
          GROUP BY c.id, c.name, c.preferred_name ORDER BY amount DESC, payments DESC, c.name LIMIT 5`,
    ),
    rows(
      db,
      sql`SELECT b.id, b.title, b.date, b.type FROM blog_posts b
          WHERE ${inCurrentPeriod(sql`b.date`, w)} ORDER BY b.date DESC, b.id LIMIT 5`,
    ),
  ]);
  return {
    gifts: gifts.map((g) => ({
      _id: (g.id as string | null) ?? null,
      name: String(g.name),
      units: num(g.units),
      salesUsd: num(g.cents) / 100,
    })),
    children: children.map((c) => ({
      _id: String(c.id),
      name:
        childNames === 'full'
          ? String(c.name)
          : publicNameOf({ name: String(c.name), preferredName: String(c.preferred_name ?? '') }),
      payments: num(c.payments),
      amountRwf: round2(num(c.amount)),
    })),
    posts: posts.map((p) => ({
      _id: String(p.id),
      title: String(p.title),
      date: new Date(p.date as string | Date).toISOString(),
      type: p.type as 'article' | 'video',
    })),
  };
}
