import { type SQL, and, count, countDistinct, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { donations } from '~/server/db/schema';
import type { DonationListQuery, DonationPage } from '~/shared/schemas/donation';
import { donationReference } from './write-donation';

/** Money received: an approved payment, or a gift recorded offline (no payment). */
export const settled = sql`(${donations.paymentId} IS NULL OR EXISTS (SELECT 1 FROM payments p WHERE p.id = ${donations.paymentId} AND p.status = 'approved'))`;

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

export async function listDonations(db: Db, q: DonationListQuery, now = new Date()): Promise<DonationPage> {
  // Only settled money: a donation row is written when its payment is approved, and this
  // says so; a gift staff recorded as received offline has no payment.
  const filters: SQL[] = [settled];
  if (q.period !== 'all')
    filters.push(gte(donations.createdAt, new Date(now.getTime() - PERIOD_DAYS[q.period] * 86_400_000)));
  if (q.type) filters.push(eq(donations.donationType, q.type));
  if (q.method) filters.push(eq(donations.paymentMethod, q.method));
  const where = and(...filters);

  const [totals] = await db
    .select({
      total: count(),
      totalAmount: sum(donations.amountRwf),
      donors: countDistinct(sql`lower(${donations.email})`),
    })
    .from(donations)
    .where(where);
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
