import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, donations, giftOrderItems, giftOrders, payments } from '~/server/db/schema';
import { sponsorshipPayments } from '~/server/db/sponsorship-schema';
import { startTestServer, type TestServer } from '~test/server';
import type { DonationPage } from '~/shared/schemas/donation';
import type { DonorPage } from '~/shared/schemas/donor';
import { listedChild } from '~test/children';

/**
 * donor_summaries, donation_totals and donation_sums are kept by triggers at each commit
 * (issue 17): after gifts are added, changed and removed, and written at once by many
 * transactions, they must equal a fresh count of the gifts, and the Donors list and the
 * donations' all-time totals read from them must be what the gifts say.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
});
afterAll(() => s.close());

async function rows(query: SQL) {
  const result = (await s.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

const SUMMARY_COLUMNS = [
  'email',
  'name',
  'names',
  'phone',
  'anonymous',
  'gifts',
  'rwf',
  'cents',
  'first_gift',
  'last_gift',
];
const summaryOf = (alias: string) => sql.raw(`(${SUMMARY_COLUMNS.map((c) => `${alias}.${c}`).join(', ')})`);
/** Every gift grouped again, independently of the migration's functions: per donor in four groupings. */
const EXPECTED_TOTALS = sql`
  SELECT coalesce(t, '') AS t, coalesce(m, '') AS m, k, count(*) AS n, sum(amt) AS amt
    FROM (SELECT donation_type AS t, payment_method AS m, lower(email) AS k, amount_rwf AS amt FROM donations) d
   GROUP BY GROUPING SETS ((t, m, k), (t, k), (m, k), (k))`;

/** What the kept rows say that a recount does not (nothing when they agree). */
async function disagreements() {
  const donors = await rows(sql`
    SELECT coalesce(e.email_key, k.email_key) AS who, row_to_json(e)::text AS expected, row_to_json(k)::text AS kept
      FROM donor_summary_source e FULL JOIN donor_summaries k ON k.email_key = e.email_key
     WHERE ${summaryOf('e')} IS DISTINCT FROM ${summaryOf('k')}`);
  const totals = await rows(sql`
    SELECT coalesce(e.t, k.donation_type) AS t, coalesce(e.m, k.payment_method) AS m, coalesce(e.k, k.email_key) AS who,
           e.n AS expected_n, k.donations AS kept_n
      FROM (${EXPECTED_TOTALS}) e
      FULL JOIN donation_totals k ON k.donation_type = e.t AND k.payment_method = e.m AND k.email_key = e.k
     WHERE e.n IS DISTINCT FROM k.donations OR e.amt IS DISTINCT FROM k.amount_rwf`);
  const sums = await rows(sql`
    SELECT coalesce(e.t, k.donation_type) AS t, coalesce(e.m, k.payment_method) AS m,
           e.n::text AS expected_n, k.donations::text AS kept_n, e.donors::text AS expected_donors, k.donors::text AS kept_donors
      FROM (SELECT t, m, sum(n) AS n, sum(amt) AS amt, count(*) AS donors FROM (${EXPECTED_TOTALS}) x GROUP BY t, m) e
      FULL JOIN donation_sums k ON k.donation_type = e.t AND k.payment_method = e.m
     WHERE (e.n IS DISTINCT FROM k.donations OR e.amt IS DISTINCT FROM k.amount_rwf OR e.donors IS DISTINCT FROM k.donors)
       -- A grouping whose last donation went keeps a row of zeros.
       AND NOT (e.t IS NULL AND k.donations = 0 AND k.amount_rwf = 0 AND k.donors = 0)`);
  return { donors, totals, sums };
}
const AGREE = { donors: [], totals: [], sums: [] };

/** GET /api/donations' all-time totals for every filter, against a count of the donations. */
async function expectDonationTotals() {
  for (const type of ['', 'one-time', 'monthly'])
    for (const method of ['', 'momo', 'card', 'cash']) {
      const res = await s.request(`/api/donations?type=${type}&method=${method}&pageSize=1`, { token });
      expect(res.status).toBe(200);
      const page = (await res.json()) as DonationPage;
      const [counted] = await rows(sql`
        SELECT count(*) AS n, coalesce(sum(amount_rwf), 0) AS amt, count(DISTINCT lower(email)) AS donors FROM donations
         WHERE (${type} = '' OR donation_type = ${type}) AND (${method} = '' OR payment_method = ${method})`);
      expect([page.total, page.totalAmount, page.donors], `type '${type}', method '${method}'`).toEqual([
        Number(counted!.n),
        Number(counted!.amt),
        Number(counted!.donors),
      ]);
    }
}

const approved = async (amountMinor: number, kind: 'donation' | 'sponsorship' | 'order' = 'donation') => {
  const [p] = await s.database.db
    .insert(payments)
    .values({ kind, amountMinor, currency: 'RWF', method: 'momo', provider: 'sandbox', status: 'approved' })
    .returning({ id: payments.id });
  return p!.id;
};
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2022, 2, 1) + hours * HOUR);

describe('the donors and donation totals (kept by triggers, issue 17)', () => {
  it('agree with a recount after gifts are added, changed and removed, and the Donors list reads them', async () => {
    const db = s.database.db;
    const gifts = await db
      .insert(donations)
      .values(
        await Promise.all(
          Array.from({ length: 24 }, async (_, i) => ({
            paymentId: i % 4 === 3 ? null : await approved(1000 + i), // every fourth recorded offline
            amountRwf: 1000 + i,
            donationType: i % 3 === 0 ? ('monthly' as const) : ('one-time' as const),
            paymentMethod: i % 4 === 3 ? ('cash' as const) : i % 2 ? ('card' as const) : ('momo' as const),
            firstName: i === 0 || i === 5 ? 'Aline' : 'Grace',
            lastName: `Donor${i % 3}`,
            // Three donors, each in two spellings; a phone given on some gifts only.
            email: i % 2 ? `Giver${i % 3}@Example.org` : `giver${i % 3}@example.org`,
            phone: i % 3 === 1 ? `0788 000 ${String(i).padStart(3, '0')}` : '',
            anonymous: i === 7,
            target: 'general',
            createdAt: at(i),
          })),
        ),
      )
      .returning({ id: donations.id });
    const [child] = await db
      .insert(children)
      .values({ ...listedChild, name: 'Aline', age: 8, location: 'Musanze', story: 'S', monthlySupport: '25' })
      .returning({ id: children.id });
    await db.insert(sponsorshipPayments).values({
      paymentId: await approved(30000, 'sponsorship'),
      childId: child!.id,
      sponsorName: 'Grace Sponsor',
      sponsorEmail: 'GIVER1@example.org',
      sponsorPhone: '0788 111 111',
      amount: '30000',
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      createdAt: at(100),
    });
    const [order] = await db
      .insert(giftOrders)
      .values({
        paymentId: await approved(4000, 'order'),
        totalCents: 4000,
        paymentMethod: 'card',
        buyerName: 'Buyer',
        buyerEmail: 'buyer@example.org',
        createdAt: at(50),
      })
      .returning({ id: giftOrders.id });
    await db.insert(giftOrderItems).values({ orderId: order!.id, name: 'Goat', priceCents: 4000 });
    expect(await disagreements()).toEqual(AGREE);
    await expectDonationTotals();

    // The list: the latest giver first, each donor once, found by any name they gave.
    const list = async (query = '') => {
      const res = await s.request(`/api/donors${query}`, { token });
      expect(res.status).toBe(200);
      return (await res.json()) as DonorPage;
    };
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.data.map((d) => d.email.toLowerCase())).toEqual([
      'giver1@example.org', // the sponsorship, at hour 100
      'buyer@example.org',
      'giver2@example.org', // donation 23
      'giver1@example.org'.replace('1', '0'), // donation 21
    ]);
    expect(page.data[0]).toMatchObject({ name: 'Grace Sponsor', phone: '0788 111 111', totalUsd: 0 });
    expect((await list('?q=aline')).data.map((d) => d.email.toLowerCase()).sort()).toEqual([
      'giver0@example.org',
      'giver2@example.org',
    ]);
    expect((await list('?q=BUYER@')).total).toBe(1);

    // Changes that move gifts between donors, kinds, methods and amounts; then removals.
    await db.update(donations).set({ email: 'NEW.giver@example.org' }).where(eq(donations.id, gifts[0]!.id));
    await db
      .update(donations)
      .set({ donationType: 'monthly', paymentMethod: 'card', amountRwf: 9 })
      .where(eq(donations.id, gifts[1]!.id));
    await db
      .update(donations)
      .set({ firstName: 'Renamed', phone: '0788 999 999', createdAt: at(500) })
      .where(eq(donations.id, gifts[2]!.id));
    await db.update(sponsorshipPayments).set({ sponsorEmail: 'giver2@example.org' });
    expect(await disagreements()).toEqual(AGREE);
    await expectDonationTotals();
    expect((await list('?q=renamed')).data[0]).toMatchObject({ name: 'Renamed Donor2', phone: '0788 999 999' });

    await db.delete(donations).where(
      inArray(
        donations.id,
        gifts.filter((_, i) => i % 3 === 0 || i === 1).map((g) => g.id),
      ),
    );
    await db.delete(giftOrders).where(eq(giftOrders.id, order!.id));
    expect(await disagreements()).toEqual(AGREE);
    await expectDonationTotals();
    expect((await list('?q=buyer')).total).toBe(0);
  });

  it('stay exact when many transactions give as one donor at once (PostgreSQL runs them together)', async () => {
    const db = s.database.db;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction(async (tx) => {
          const [p] = await tx
            .insert(payments)
            .values({
              kind: 'donation',
              amountMinor: 100 + i,
              currency: 'RWF',
              method: 'card',
              provider: 'sandbox',
              status: 'approved',
            })
            .returning({ id: payments.id });
          await tx.insert(donations).values({
            paymentId: p!.id,
            amountRwf: 100 + i,
            donationType: i % 2 ? 'monthly' : 'one-time',
            paymentMethod: i % 3 ? 'card' : 'momo',
            firstName: 'Same',
            lastName: 'Donor',
            email: i % 2 ? 'same.donor@example.org' : 'Same.Donor@example.org',
            target: 'general',
          });
        }),
      ),
    );
    expect(await disagreements()).toEqual(AGREE);
    await expectDonationTotals();
    const [kept] = await rows(sql`SELECT gifts FROM donor_summaries WHERE email_key = 'same.donor@example.org'`);
    expect(Number(kept!.gifts)).toBe(30);
  });
});
