import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, blogPosts, contactMessages, donations, payments, subscriptions } from '~/server/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import { computeStats } from './stats';

/**
 * daily_totals and donor_days are kept by triggers (issue 17): after records are added,
 * changed and removed they must equal a fresh count of the records, and the analytics read
 * from them must be the analytics counted from the records, to the byte.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
});
afterAll(() => s.close());

const HOUR = 3_600_000;
// Tuesday 15 June 2021, 12:00 in Kigali: far from the other tests' records.
const NOW = new Date('2021-06-15T10:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
/** Hours before NOW: both sides of Kigali midnights (22:00 UTC), of the previous periods' ends, a record after NOW. */
const OFFSETS = [
  0,
  -1,
  -10,
  -10.0001,
  -9.9999,
  -12,
  -24 * 7,
  -24 * 7 - 0.0001,
  -24 * 30 + 1,
  -24 * 90 - 10,
  -24 * 364,
  -24 * 365,
  -24 * 365 - 0.5,
  -24 * 400,
  -24 * 729,
  -24 * 730 - 10,
  3,
];

const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Africa/Kigali')::date`);
const EXPECTED_DAILY = sql`
  SELECT 'donations' AS source, ${day('created_at')} AS day, donation_type AS key, count(*) AS n, sum(amount_rwf) AS amount
    FROM donations GROUP BY 2, 3
  UNION ALL SELECT 'payments', ${day('created_at')}, status, count(*), 0 FROM payments GROUP BY 2, 3
  UNION ALL SELECT 'contact_messages', ${day('created_at')}, status, count(*), 0 FROM contact_messages GROUP BY 2, 3
  UNION ALL SELECT 'applications', ${day('created_at')}, '', count(*), 0 FROM applications GROUP BY 2
  UNION ALL SELECT 'subscriptions', ${day('created_at')}, '', count(*), 0 FROM subscriptions GROUP BY 2
  UNION ALL SELECT 'blog_posts', ${day('date')}, '', count(*), 0 FROM blog_posts GROUP BY 2`;

async function rows(query: SQL) {
  const result = (await s.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** The kept totals that differ from a recount of the records (none when they agree). */
async function disagreements() {
  const daily = await rows(sql`
    SELECT coalesce(e.source, t.source) AS source, coalesce(e.day, t.day)::text AS day, coalesce(e.key, t.key) AS key,
           e.n AS expected_n, t.n AS kept_n, e.amount::text AS expected_amount, t.amount::text AS kept_amount
    FROM (${EXPECTED_DAILY}) e FULL JOIN daily_totals t ON t.source = e.source AND t.day = e.day AND t.key = e.key
    WHERE e.n IS DISTINCT FROM t.n OR e.amount IS DISTINCT FROM t.amount`);
  const donors = await rows(sql`
    SELECT coalesce(e.day, t.day)::text AS day, coalesce(e.who, t.email_key) AS who, e.n AS expected, t.donations AS kept
    FROM (SELECT ${day('created_at')} AS day, lower(email) AS who, count(*) AS n FROM donations GROUP BY 1, 2) e
    FULL JOIN donor_days t ON t.day = e.day AND t.email_key = e.who
    WHERE e.n IS DISTINCT FROM t.donations`);
  return { daily, donors };
}

/** Every period's analytics, from the daily totals and from the records alone, at instants on and off the edges. */
async function expectSameStats() {
  for (const now of [NOW, at(-10), at(-10.0001), at(12), at(-24 * 3 - 5)])
    for (const period of ['7d', '30d', '90d', '1y'] as const) {
      const fromTotals = await computeStats(s.database.db, period, now, 'Africa/Kigali', true);
      const fromRecords = await computeStats(s.database.db, period, now, 'Africa/Kigali', false);
      expect(JSON.stringify(fromTotals), `${period} at ${now.toISOString()}`).toBe(JSON.stringify(fromRecords));
    }
}

async function expectPaymentTotals() {
  for (const status of ['', 'pending', 'succeeded', 'failed', 'expired']) {
    const res = await s.request(`/api/payments${status ? `?status=${status}` : ''}`, { token });
    expect(res.status).toBe(200);
    const stored = { '': null, pending: 'pending', succeeded: 'approved', failed: 'declined', expired: 'expired' }[
      status
    ];
    const [counted] = await rows(
      sql`SELECT count(*) AS n FROM payments WHERE ${stored}::text IS NULL OR status = ${stored}`,
    );
    expect(((await res.json()) as { total: number }).total, status).toBe(Number(counted!.n));
  }
}

const STATUSES = ['approved', 'declined', 'pending', 'expired'] as const;
const MESSAGE_STATUSES = ['Unread', 'Read', 'Responded'] as const;

describe('the daily totals (kept by triggers, issue 17)', () => {
  it('agree with a recount, and give the same analytics, after records are added, changed and removed', async () => {
    const db = s.database.db;
    const pays = await db
      .insert(payments)
      .values(
        OFFSETS.map((h, i) => ({
          kind: 'donation' as const,
          amountMinor: 1000 + i,
          currency: 'RWF' as const,
          method: 'momo',
          provider: 'sandbox',
          status: STATUSES[i % 4]!,
          createdAt: at(h),
        })),
      )
      .returning({ id: payments.id });
    const gifts = await db
      .insert(donations)
      .values(
        OFFSETS.flatMap((h, i) =>
          [0, 1].map((j) => ({
            paymentId: j === 0 ? pays[i]!.id : null,
            amountRwf: 5000 + 10 * i + j,
            donationType: (i + j) % 3 === 0 ? ('monthly' as const) : ('one-time' as const),
            paymentMethod: j === 0 ? ('momo' as const) : ('cash' as const),
            firstName: 'Donor',
            lastName: String(i),
            // The same donor in two spellings, and donors who give more than once a day.
            email: (i + j) % 2 === 0 ? `Donor${i % 3}@Example.org` : `donor${i % 3}@example.org`,
            target: 'general',
            createdAt: at(h - j * 0.25),
          })),
        ),
      )
      .returning({ id: donations.id });
    const messages = await db
      .insert(contactMessages)
      .values(
        OFFSETS.map((h, i) => ({
          name: 'Visitor',
          email: 'visitor@example.org',
          subject: `Message ${i}`,
          message: 'Hello',
          status: MESSAGE_STATUSES[i % 3]!,
          createdAt: at(h),
        })),
      )
      .returning({ id: contactMessages.id });
    await db.insert(applications).values(
      OFFSETS.map((h, i) => ({
        firstName: 'Volunteer',
        lastName: String(i),
        email: `volunteer${i}@example.org`,
        country: 'Rwanda',
        availabilityDate: '2021-07-01',
        createdAt: at(h),
      })),
    );
    const subs = await db
      .insert(subscriptions)
      .values(OFFSETS.map((h, i) => ({ email: `daily${i}@example.org`, createdAt: at(h) })))
      .returning({ id: subscriptions.id });
    const posts = await db
      .insert(blogPosts)
      .values(
        OFFSETS.map((h, i) => ({
          title: `Post ${i}`,
          excerpt: 'E',
          content: '<p>C</p>',
          category: 'News',
          date: at(h),
        })),
      )
      .returning({ id: blogPosts.id });

    expect(await disagreements()).toEqual({ daily: [], donors: [] });
    await expectSameStats();
    await expectPaymentTotals();

    // Changes that move records between days, kinds, statuses and donors; then removals.
    await db.update(payments).set({ status: 'approved' }).where(eq(payments.status, 'pending'));
    await db
      .update(payments)
      .set({ createdAt: at(-30) })
      .where(eq(payments.id, pays[1]!.id));
    await db
      .update(donations)
      .set({ amountRwf: 1, donationType: 'monthly', email: 'someone.else@example.org', createdAt: at(-24 * 6) })
      .where(eq(donations.id, gifts[0]!.id));
    await db.update(donations).set({ email: 'DONOR1@example.org' }).where(eq(donations.id, gifts[3]!.id));
    await db.update(donations).set({ target: 'education' }).where(eq(donations.id, gifts[4]!.id));
    await db.update(contactMessages).set({ status: 'Responded' }).where(eq(contactMessages.id, messages[0]!.id));
    await db
      .update(contactMessages)
      .set({ createdAt: at(-2) })
      .where(eq(contactMessages.id, messages[1]!.id));
    await db
      .update(subscriptions)
      .set({ createdAt: at(-24 * 8) })
      .where(eq(subscriptions.id, subs[0]!.id));
    await db
      .update(blogPosts)
      .set({ date: at(-24 * 40) })
      .where(eq(blogPosts.id, posts[0]!.id));
    await db.update(blogPosts).set({ title: 'Renamed' }).where(eq(blogPosts.id, posts[1]!.id));
    expect(await disagreements()).toEqual({ daily: [], donors: [] });
    await expectSameStats();

    await db.delete(donations).where(
      inArray(
        donations.id,
        gifts.slice(1, 9).map((g) => g.id),
      ),
    );
    await db.delete(contactMessages).where(eq(contactMessages.id, messages[2]!.id));
    await db.delete(subscriptions).where(eq(subscriptions.id, subs[1]!.id));
    await db.delete(blogPosts).where(eq(blogPosts.id, posts[2]!.id));
    await db.delete(applications).where(eq(applications.lastName, '3'));
    expect(await disagreements()).toEqual({ daily: [], donors: [] });
    await expectSameStats();
    await expectPaymentTotals();
  });

  it('stay exact under concurrent writes to the same day (PostgreSQL runs them at once)', async () => {
    const db = s.database.db;
    const writes = Array.from({ length: 30 }, async (_, i) => {
      const [p] = await db
        .insert(payments)
        .values({
          kind: 'donation',
          amountMinor: 100 + i,
          currency: 'RWF',
          method: 'card',
          provider: 'sandbox',
          status: 'pending',
        })
        .returning({ id: payments.id });
      await db.insert(donations).values({
        paymentId: p!.id,
        amountRwf: 100 + i,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Same',
        lastName: 'Day',
        email: i % 2 ? 'same.day@example.org' : 'Same.Day@example.org',
        target: 'general',
      });
      await db
        .update(payments)
        .set({ status: i % 3 ? 'approved' : 'declined' })
        .where(eq(payments.id, p!.id));
    });
    await Promise.all(writes);
    expect(await disagreements()).toEqual({ daily: [], donors: [] });
    await expectPaymentTotals();
  });
});
