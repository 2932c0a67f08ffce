import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePostgresDatabase } from '~test/postgres';
import type { Db } from './client';
import { donations, payments } from './schema';
import { donorSummaries } from './totals-schema';

/**
 * Two gifts from one donor committed at the same moment: each commit reads the donor's
 * row again from their gifts (migration donor_summaries_triggers). The second waits for
 * the first (the kept totals' lock, migration kept_totals_lock; it was a lock per donor),
 * then counts both gifts; without that wait it would write the donor's row beside the
 * first one's and fail, or count one gift. PostgreSQL, whatever database the suite runs
 * on: PGlite runs one transaction at a time.
 */
describe('a donor giving twice at once', () => {
  const postgres = usePostgresDatabase();

  // Each on its own day, so that no shared row of the day's totals is what makes the second wait.
  const give = async (tx: Db, amount: number, daysAgo: number) => {
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
    const [p] = await tx
      .insert(payments)
      .values({
        kind: 'donation',
        amountMinor: amount,
        currency: 'RWF',
        method: 'momo',
        provider: 'sandbox',
        status: 'approved',
        createdAt,
      })
      .returning({ id: payments.id });
    await tx.insert(donations).values({
      paymentId: p!.id,
      amountRwf: amount,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'Twice',
      lastName: `At once ${amount}`,
      email: amount % 2 ? 'twice@example.org' : 'TWICE@example.org',
      target: 'general',
      createdAt,
    });
    // The deferred triggers run here, as they would at the commit.
    await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
  };

  it('counts both gifts, the second waiting for the first to commit', async () => {
    const db = postgres().db;
    let release!: () => void;
    const firstMayCommit = new Promise<void>((r) => (release = r));
    let ready!: () => void;
    const firstSummarised = new Promise<void>((r) => (ready = r));
    const first = db.transaction(async (tx) => {
      await give(tx, 1001, 0);
      ready();
      await firstMayCommit;
    });
    await firstSummarised;
    const second = db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '20s'`);
      await give(tx, 2002, 3);
    });
    // The second transaction is waiting on the first, then the first commits.
    const waiting = async () => {
      const result = (await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await waiting()).toBe(1);
    release();
    await first;
    await second;
    const rows = await db.select().from(donorSummaries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ emailKey: 'twice@example.org', gifts: 2, rwf: '3003', name: 'Twice At once 1001' });
  });
});
