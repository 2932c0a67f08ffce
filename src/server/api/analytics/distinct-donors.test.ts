import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '~/server/db/schema';
import { donorRangeCounts } from '~/server/db/totals-schema';
import { startTestServer, type TestServer } from '~test/server';
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
const donors = async () => (await computeStats(s.database.db, '30d', NOW, 'Africa/Kigali', true)).tiles.donors;

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
});
