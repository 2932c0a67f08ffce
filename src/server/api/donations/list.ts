import { type SQL, and, count, countDistinct, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { donationTotals, donations } from '~/server/db/schema';
import type { DonationListQuery, DonationPage } from '~/shared/schemas/donation';
import { donationReference } from './write-donation';

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

/** All-time totals: from donation_totals, one row per kind, method and donor, kept by a trigger (migration 0012). */
function allTimeTotals(db: Db, q: DonationListQuery) {
  const filters: SQL[] = [];
  if (q.type) filters.push(eq(donationTotals.donationType, q.type));
  if (q.method) filters.push(eq(donationTotals.paymentMethod, q.method));
  return db
    .select({
      total: sum(donationTotals.donations),
      totalAmount: sum(donationTotals.amountRwf),
      donors: countDistinct(donationTotals.emailKey),
    })
    .from(donationTotals)
    .where(and(...filters));
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
