import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import { computeStats } from './stats';

/** The organisation's calendar: a record falls in the day, week and period of its own time zone. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('computeStats at a fixed instant (Kigali calendar edges)', () => {
  // Sunday 15 March 2020, 08:30 in Kigali: far from the records above.
  const now = new Date('2020-03-15T06:30:00Z');
  beforeAll(async () => {
    const edge = { name: 'Edge', email: 'edge@example.org', message: 'x' };
    const at = (iso: string, subject: string) => ({ ...edge, subject, createdAt: new Date(iso) });
    await s.database.db
      .insert(contactMessages)
      .values([
        at('2020-03-09T21:59:00Z', 'Mon 9 Mar, 23:59 Kigali'),
        at('2020-03-09T22:01:00Z', 'Tue 10 Mar, 00:01 Kigali'),
        at('2020-03-08T21:59:00Z', 'Sun 8 Mar, 23:59 Kigali: after the previous period, before this one'),
        at('2020-03-08T06:29:59Z', 'the last instant of the previous period'),
        at('2020-03-08T06:30:00Z', 'just after the previous period'),
        at('2020-03-01T21:59:00Z', 'Sun 1 Mar, 23:59 Kigali: before both'),
      ]);
  });

  it('puts a record in the Kigali day it happened, and the previous period ends N days before now', async () => {
    const d = await computeStats(s.database.db, '7d', now);
    expect(d.current.from).toBe('2020-03-08T22:00:00.000Z'); // Monday 9 March, Kigali midnight
    expect(d.previous).toEqual({ from: '2020-03-01T22:00:00.000Z', to: '2020-03-08T06:30:00.000Z' });
    expect(d.series.map((b) => [b.bucket, b.messages])).toEqual([
      ['2020-03-09', 1],
      ['2020-03-10', 1],
      ['2020-03-11', 0],
      ['2020-03-12', 0],
      ['2020-03-13', 0],
      ['2020-03-14', 0],
      ['2020-03-15', 0],
    ]);
    // The previous period is this one's stretch (Monday 00:00 to Sunday 08:30) a week earlier:
    // 06:29:59 UTC on 8 March is in it; 06:30:00 and 23:59 Kigali that day are in neither.
    expect(d.cards.messages).toEqual({ current: 2, previous: 1, change: { percent: 100, trend: 'up' } });
  });

  it('buckets 90 days by ISO week starting Monday, in Kigali time', async () => {
    const d = await computeStats(s.database.db, '90d', now);
    const weeks = Object.fromEntries(d.series.map((b) => [b.bucket, b.messages]));
    expect(weeks['2020-03-09']).toBe(2);
    expect(weeks['2020-03-02']).toBe(3); // 8 Mar 23:59 Kigali is still the week of Monday 2 March
    expect(weeks['2020-02-24']).toBe(1); // 1 Mar 23:59 Kigali: a Sunday
    expect(d.series.at(-1)!.bucket).toBe('2020-03-09');
  });

  it("uses the organisation's time zone when another is configured (ORG_TIME_ZONE)", async () => {
    // In Lagos (UTC+1) the 21:59 UTC message of 9 March is 22:59 on the 9th, and the 22:01 one
    // 23:01 on the 9th: both fall on Monday, not one on Tuesday as in Kigali.
    const d = await computeStats(s.database.db, '7d', now, 'Africa/Lagos');
    expect(d.timeZone).toBe('Africa/Lagos');
    expect(d.current.from).toBe('2020-03-08T23:00:00.000Z'); // Monday 9 March, Lagos midnight
    expect(d.series.slice(0, 2).map((b) => [b.bucket, b.messages])).toEqual([
      ['2020-03-09', 2],
      ['2020-03-10', 0],
    ]);
  });
});
