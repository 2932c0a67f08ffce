import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '~/server/db/schema';
import { donorRangeCounts } from '~/server/db/totals-schema';
import { startTestServer, type TestServer } from '~test/server';
import { firstUnsettledDay } from './distinct-donors';
import { computeStats } from './stats';

/**
 * The distinct donors of a period's whole past days are counted once and kept
 * (donor_range_counts): asked again, the count is read, not made; a gift back-dated into
 * those days makes it stale, and the next answer counts it.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const NOW = new Date('2023-09-20T10:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const give = (email: string, at: Date) =>
  s.database.db.insert(donations).values({
    amountRwf: 1000,
    donationType: 'one-time',
    paymentMethod: 'cash',
    firstName: 'Kept',
    lastName: 'Count',
    email,
    target: 'general',
    createdAt: at,
  });
const donors = async (useTotals = true) =>
  (await computeStats(s.database.db, '30d', NOW, 'Africa/Kigali', useTotals)).tiles.donors;

describe('distinct donors of past days', () => {
  it('are counted once and kept, and counted again after a gift is back-dated into them', async () => {
    await give('one@example.org', daysAgo(3));
    await give('two@example.org', daysAgo(5));
    await give('One@Example.org', daysAgo(6));
    await give('today@example.org', NOW);
    expect(await donors()).toBe(3);
    const kept = await s.database.db.select().from(donorRangeCounts);
    expect(kept.length).toBeGreaterThan(0);
    // A count changed behind the version's back is what the next answer reads: it is kept.
    await s.database.db.execute(sql`UPDATE donor_range_counts SET donors = donors + 100`);
    expect(await donors()).toBe(103);
    await give('late@example.org', daysAgo(10));
    expect(await donors()).toBe(4);
  });

  it('are made stale by the rebuild that follows a bulk load made with the triggers off', async () => {
    const db = s.database.db;
    const before = await donors();
    expect(await donors(false)).toBe(before);
    await db.execute(sql`ALTER TABLE donations DISABLE TRIGGER donations_daily`);
    try {
      await give('bulk1@example.org', daysAgo(4));
      await give('bulk2@example.org', daysAgo(8));
    } finally {
      await db.execute(sql`ALTER TABLE donations ENABLE TRIGGER donations_daily`);
    }
    await db.execute(sql`SELECT rebuild_daily_totals()`);
    expect(await donors(false)).toBe(before + 2);
    expect(await donors()).toBe(before + 2);
  });

  it('of a day that ended less than ten minutes ago are counted each time, not kept', async () => {
    // Kigali is UTC+2: 22:05 UTC on 25 November is 00:05 on the 26th there.
    const settled = async (day: string, clock: string) => {
      const result = (await s.database.db.execute(
        sql`SELECT ${day}::date < ${firstUnsettledDay(sql`${clock}::timestamptz`)} AS settled`,
      )) as unknown as { rows: { settled: boolean }[] };
      return result.rows[0]!.settled;
    };
    expect(await settled('2026-11-25', '2026-11-25T21:55:00Z')).toBe(false); // 23:55, still that day
    expect(await settled('2026-11-25', '2026-11-25T22:05:00Z')).toBe(false); // 00:05 the next day
    expect(await settled('2026-11-25', '2026-11-25T22:11:00Z')).toBe(true); // 00:11
    expect(await settled('2026-11-24', '2026-11-25T22:05:00Z')).toBe(true);
  });
});
