import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { TIME_ZONE, percentChange, percentOf, periodRanges } from './period';
import type { Period, Stats } from '~/shared/schemas/analytics';
import { DAILY_TOTALS_TIME_ZONE } from '~/server/db/totals-schema';
import { compareTallied, key, seriesTallied, tallied, tally } from './daily';
import { distinctDonors } from './distinct-donors';
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
 * GET /api/stats: the analytics dashboard for one period, from the real records.
 * Revenue in RWF (donations and sponsorship payments) and gift sales in USD are
 * reported apart: the two currencies are never added together.
 */
export async function computeStats(
  db: Db,
  period: Period,
  now = new Date(),
  timeZone = TIME_ZONE,
  useTotals = timeZone === DAILY_TOTALS_TIME_ZONE,
): Promise<Stats> {
  const r = periodRanges(period, now, timeZone);
  const w: Window = {
    timeZone,
    currentFrom: r.current.from,
    currentTo: r.current.to,
    previousFrom: r.previous.from,
    previousTo: r.previous.to,
  };

  // The daily totals are kept in one calendar (totals-schema.ts); another zone is counted from the records.
  const t = { db, w, useTotals };
  const [messages, donations, donors, sponsorships, giftOrders, giftUnits, posts, applications, subscribers, payments] =
    await Promise.all([
      compareTallied(
        db,
        tallied.messages,
        {
          count: tally.count(),
          read: tally.count(sql`${key} <> 'Unread'`),
          responded: tally.count(sql`${key} = 'Responded'`),
        },
        w,
        useTotals,
      ),
      compareTallied(
        db,
        tallied.donations,
        { count: tally.count(), rwf: tally.amount, monthly: tally.count(sql`${key} = 'monthly'`) },
        w,
        useTotals,
      ),
      distinctDonors(db, w, useTotals),
      compare(db, sources.sponsorships, { count, rwf: sumOf(sql`s.amount`) }, w),
      compare(db, sources.giftOrders, { count, cents: sumOf(sql`o.total_cents`) }, w),
      compare(db, sources.giftUnits, { count }, w),
      compareTallied(db, tallied.blogPosts, { count: tally.count() }, w, useTotals),
      compareTallied(db, tallied.applications, { count: tally.count() }, w, useTotals),
      compareTallied(db, tallied.subscribers, { count: tally.count() }, w, useTotals),
      compareTallied(
        db,
        tallied.payments,
        {
          approved: tally.count(sql`${key} = 'approved'`),
          decided: tally.count(sql`${key} IN ('approved', 'declined', 'expired')`),
          failed: tally.count(sql`${key} IN ('declined', 'expired')`),
        },
        w,
        useTotals,
      ),
    ]);

  const revenue: [number, number] = [
    round2(donations.rwf[0] + sponsorships.rwf[0]),
    round2(donations.rwf[1] + sponsorships.rwf[1]),
  ];

  const [seriesRows, top, childrenNow, pendingNow] = await Promise.all([
    timeSeries(t, r.bucket, r.buckets),
    topContent(db, w),
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

async function timeSeries(
  { db, w, useTotals }: { db: Db; w: Window; useTotals: boolean },
  bucket: Stats['bucket'],
  buckets: string[],
): Promise<Stats['series']> {
  const n = tally.count();
  const [messages, donations, sponsorships, orders, applications, subscribers] = await Promise.all([
    seriesTallied(db, tallied.messages, { n }, w, bucket, useTotals),
    seriesTallied(db, tallied.donations, { n, rwf: tally.amount }, w, bucket, useTotals),
    series(db, sources.sponsorships, { n: count, rwf: sumOf(sql`s.amount`) }, w, bucket),
    series(db, sources.giftOrders, { n: count, cents: sumOf(sql`o.total_cents`) }, w, bucket),
    seriesTallied(db, tallied.applications, { n }, w, bucket, useTotals),
    seriesTallied(db, tallied.subscribers, { n }, w, bucket, useTotals),
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
async function topContent(db: Db, w: Window): Promise<Stats['top']> {
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
      sql`SELECT c.id, c.name, count(*) AS payments, sum(x.amount) AS amount FROM (
            SELECT s.child_id, s.amount::numeric AS amount FROM sponsorship_payments s ${approved('s.payment_id')}
            WHERE ${inCurrentPeriod(sql`s.created_at`, w)}
            UNION ALL
            SELECT d.child_id, d.amount_rwf::numeric FROM ${receivedDonations} d
            WHERE d.child_id IS NOT NULL AND ${inCurrentPeriod(sql`d.created_at`, w)}
          ) x JOIN children c ON c.id = x.child_id
          GROUP BY c.id, c.name ORDER BY amount DESC, payments DESC, c.name LIMIT 5`,
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
      name: String(c.name),
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
