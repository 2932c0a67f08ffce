import { type SQL, and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { newestFirst } from '~/server/core/db/newest-first';
import { donations } from '~/server/core/db/schema';
import type { DonationListQuery, DonationPage } from '~/shared/schemas/donation';
import { donationReference } from '~/server/giving/payments/purchase-details';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/**
 * The totals of the filtered donations (all time, or a period): plain aggregates over the
 * rows (a period's through the created_at index), in one pass grouped by supporter: the
 * groups are the donors (a donor is a supporter), their counts and sums the totals.
 */
async function totalsOf(db: Db, where: SQL | undefined) {
  const bySupporter = db
    .select({ supporterId: donations.supporterId, n: count().as('n'), amount: sum(donations.amountRwf).as('amount') })
    .from(donations)
    .where(where)
    .groupBy(donations.supporterId)
    .as('by_supporter');
  return db
    .select({
      total: sql<number>`coalesce(sum(${bySupporter.n}), 0)`.mapWith(Number),
      totalAmount: sql<number>`coalesce(sum(${bySupporter.amount}), 0)`.mapWith(Number),
      donors: sql<number>`count(${bySupporter.supporterId})`.mapWith(Number),
    })
    .from(bySupporter);
}

export async function listDonations(db: Db, q: DonationListQuery, now = new Date()): Promise<DonationPage> {
  // Every row is money received: a donation row is written in the transaction that
  // approves its payment, which never changes again (payments/settle.ts), or recorded by
  // staff as received offline. Checking each row's payment again cost a lookup per row.
  const filters: SQL[] = [];
  if (q.period !== 'all')
    filters.push(gte(donations.createdAt, new Date(now.getTime() - PERIOD_DAYS[q.period] * 86_400_000)));
  if (q.type) filters.push(eq(donations.donationType, q.type));
  if (q.method) filters.push(eq(donations.paymentMethod, q.method));
  const where = and(...filters);

  const [[totals], rows] = await Promise.all([
    totalsOf(db, where),
    newestFirst(db.select().from(donations).where(where).$dynamic(), donations, q),
  ]);

  return {
    data: rows.map((r) => ({
      _id: r.id,
      reference: donationReference(r.id),
      donor: `${r.firstName} ${r.lastName}`,
      email: r.email,
      anonymous: r.anonymous,
      offline: r.paymentId === null,
      amount: r.amountRwf,
      type: r.donationType === 'monthly' ? 'Monthly' : 'One-time',
      method: r.paymentMethod,
      target: r.target,
      date: r.createdAt.toISOString(),
    })),
    total: Number(totals?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    totalAmount: Number(totals?.totalAmount ?? 0),
    donors: Number(totals?.donors ?? 0),
  };
}
