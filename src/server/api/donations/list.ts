import { type SQL, and, count, countDistinct, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { donations } from '~/server/db/schema';
import { donationSums } from '~/server/db/totals-schema';
import type { DonationListQuery, DonationPage } from '~/shared/schemas/donation';
import { donationReference } from '~/server/payments/purchase-details';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/** Totals over a period: its rows, read through the created_at index. */
const periodTotals = (db: Db, where: SQL | undefined) =>
  db
    .select({
      total: count(),
      totalAmount: sum(donations.amountRwf),
      donors: countDistinct(sql`lower(${donations.email})`),
    })
    .from(donations)
    .where(where);

/**
 * All-time totals: one row of donation_sums, the grouping of the filters ('' where one is
 * not given), kept by the donations trigger (migration donor_summaries_triggers).
 */
async function allTimeTotals(db: Db, q: DonationListQuery) {
  const [row] = await db
    .select({ total: donationSums.donations, totalAmount: donationSums.amountRwf, donors: donationSums.donors })
    .from(donationSums)
    .where(and(eq(donationSums.donationType, q.type ?? ''), eq(donationSums.paymentMethod, q.method ?? '')));
  return [row ?? { total: 0, totalAmount: 0, donors: 0 }];
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

  const [totals] = q.period === 'all' ? await allTimeTotals(db, q) : await periodTotals(db, where);
  const rows = await db
    .select()
    .from(donations)
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);

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
