import { type SQL, and, count, countDistinct, desc, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { donations } from '~/server/db/schema';
import type { DonationListQuery, DonationPage } from '~/shared/schemas/donation';
import { donationReference } from './write-donation';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/**
 * The totals of the filtered donations (all time, or a period): plain aggregates over the
 * rows, read through the created_at index for a period; a donor is a supporter (issue 26).
 */
const totalsOf = (db: Db, where: SQL | undefined) =>
  db
    .select({
      total: count(),
      totalAmount: sum(donations.amountRwf),
      donors: countDistinct(donations.supporterId),
    })
    .from(donations)
    .where(where);

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
    db
      .select()
      .from(donations)
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
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
