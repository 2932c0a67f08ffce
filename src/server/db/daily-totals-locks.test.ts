import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePostgresDatabase } from '~test/postgres';
import { payments } from './schema';
import { dailyTotals } from './totals-schema';

const pending = (method: string) => ({
  kind: 'donation' as const,
  amountMinor: 5000,
  currency: 'RWF' as const,
  method,
  provider: 'sandbox',
  status: 'pending' as const,
});

/**
 * A payment's transaction waits for the provider's answer with its pending row written.
 * Today's row of daily_totals is shared by every payment of the day: its triggers are
 * deferred to the commit (migration 0015), so one slow provider never holds the others.
 * PostgreSQL, whatever database the suite runs on: PGlite runs one transaction at a time.
 */
describe('the daily totals and a payment awaiting its provider', () => {
  const postgres = usePostgresDatabase();

  it('lets other payments of the day commit meanwhile, and counts each once, at its commit', async () => {
    const db = postgres().db;
    const today = () =>
      db
        .select({ key: dailyTotals.key, n: dailyTotals.n })
        .from(dailyTotals)
        .where(sql`${dailyTotals.source} = 'payments'`)
        .orderBy(dailyTotals.key);
    let release!: () => void;
    const providerAnswers = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const pendingWritten = new Promise<void>((r) => (written = r));
    const slow = db.transaction(async (tx) => {
      const [row] = await tx.insert(payments).values(pending('momo')).returning({ id: payments.id });
      written();
      await providerAnswers;
      await tx.update(payments).set({ status: 'approved' }).where(eq(payments.id, row!.id));
    });
    await pendingWritten;
    // Meanwhile another payer's payment is written and committed, with a time limit of its own.
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
      await tx.insert(payments).values(pending('card'));
    });
    await expect(other).resolves.toBeUndefined();
    expect(await today()).toEqual([{ key: 'pending', n: 1 }]);
    release();
    await slow;
    expect(await today()).toEqual([
      { key: 'approved', n: 1 },
      { key: 'pending', n: 1 },
    ]);
  });
});
