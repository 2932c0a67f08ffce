import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePostgresDatabase } from '~test/postgres';
import type { Db } from './client';
import { donations, payments } from './schema';
import { dailyTotals, donationSums } from './totals-schema';

const payment = { kind: 'donation' as const, amountMinor: 5000, currency: 'RWF' as const, provider: 'sandbox' };
const donation = (
  paymentId: string,
  email: string,
  donationType: 'one-time' | 'monthly',
  paymentMethod: 'card' | 'momo',
) => ({
  paymentId,
  amountRwf: 5000,
  donationType,
  paymentMethod,
  firstName: 'Lock',
  lastName: 'Order',
  email,
  target: 'general',
});
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'committed',
    (e: { cause?: unknown }) => String(e.cause ?? e),
  );

/**
 * The kept totals' triggers run at the commit in the order the records were written
 * (migrations 0015-0017). A card approved at once writes its payment (pending), its
 * donation, then approves the payment (payments/take-payment.ts); a payment settled later
 * the same day writes its donation, then approves the payment (payments/settle.ts). Their
 * shared rows (today's pending payments, donation_sums' ('', '')) were taken in opposite
 * orders, and PostgreSQL aborted one of two such commits as a deadlock, after the provider
 * had taken the money. One lock for every kept total (migration kept_totals_lock) makes
 * the second wait for the first. PostgreSQL, whatever database the suite runs on: PGlite
 * runs one transaction at a time.
 */
describe('commits that change the kept totals in different orders', () => {
  const postgres = usePostgresDatabase();

  const lockWaits = async (db: Db) => {
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it('an approval at once and a settlement of the same day, their triggers interleaved, both commit', async () => {
    const db = postgres().db;
    const [earlier] = await db
      .insert(payments)
      .values({ ...payment, method: 'momo', status: 'pending' })
      .returning({ id: payments.id });
    let aMayGoOn!: () => void;
    const aGoesOn = new Promise<void>((r) => (aMayGoOn = r));
    let aHoldsToday!: () => void;
    const aHolding = new Promise<void>((r) => (aHoldsToday = r));
    // SET CONSTRAINTS ALL IMMEDIATE runs the deferred triggers at once, as the commit would,
    // so each transaction takes the shared rows at a step the test chooses.
    const approvedAtOnce = db.transaction(async (tx) => {
      const [p] = await tx
        .insert(payments)
        .values({ ...payment, method: 'card', status: 'pending' })
        .returning({ id: payments.id });
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`); // today's pending payments row
      aHoldsToday();
      await aGoesOn;
      await tx.insert(donations).values(donation(p!.id, 'card@example.org', 'one-time', 'card'));
      await tx.update(payments).set({ status: 'approved' }).where(eq(payments.id, p!.id));
    });
    await aHolding;
    const settled = db.transaction(async (tx) => {
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      await tx.insert(donations).values(donation(earlier!.id, 'momo@example.org', 'monthly', 'momo'));
      await tx.update(payments).set({ status: 'approved' }).where(eq(payments.id, earlier!.id));
    });
    // The settlement waits (on the approval's rows, or its lock), then the approval goes on.
    for (let i = 0; i < 400 && (await lockWaits(db)) === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await lockWaits(db)).toBe(1);
    aMayGoOn();
    expect([await outcome(approvedAtOnce), await outcome(settled)]).toEqual(['committed', 'committed']);

    const [all] = await db
      .select()
      .from(donationSums)
      .where(sql`${donationSums.donationType} = '' AND ${donationSums.paymentMethod} = ''`);
    expect(all).toMatchObject({ donations: 2, donors: 2 });
    const statuses = await db
      .select({ key: dailyTotals.key, n: dailyTotals.n })
      .from(dailyTotals)
      .where(sql`${dailyTotals.source} = 'payments'`);
    expect(statuses).toEqual([{ key: 'approved', n: 2 }]);
  });

  it('forty of each at once all commit', async () => {
    const db = postgres().db;
    const pending = await db
      .insert(payments)
      .values(Array.from({ length: 40 }, () => ({ ...payment, method: 'momo', status: 'pending' as const })))
      .returning({ id: payments.id });
    const results = await Promise.all(
      pending.flatMap((p, i) => [
        outcome(
          db.transaction(async (tx) => {
            const [q] = await tx
              .insert(payments)
              .values({ ...payment, method: 'card', status: 'pending' })
              .returning({ id: payments.id });
            await tx.insert(donations).values(donation(q!.id, `card${i}@example.org`, 'one-time', 'card'));
            await tx.update(payments).set({ status: 'approved' }).where(eq(payments.id, q!.id));
          }),
        ),
        outcome(
          db.transaction(async (tx) => {
            await tx.insert(donations).values(donation(p.id, `momo${i}@example.org`, 'monthly', 'momo'));
            await tx.update(payments).set({ status: 'approved' }).where(eq(payments.id, p.id));
          }),
        ),
      ]),
    );
    expect(results.filter((r) => r !== 'committed')).toEqual([]);
  });
});
