import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, contactMessages, donations, gifts, payments, subscriptions } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import type { Stats } from '~/shared/schemas/analytics';
import { insertChildren } from '~test/children';
import { addDays, zonedDate } from './period';

/**
 * A known set of records, made through the public API where one exists, some moved
 * back in time: 8 days ago lies in the previous 7-day period, 20 days ago in neither.
 */
let s: TestServer;
let token: string;
let aline: string;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Grace M' };
const donor = { firstName: 'Grace', lastName: 'Mukamana', email: 'grace@example.org', phone: '', anonymous: false };
const donation = (extra: Record<string, unknown>) => ({
  amount: 10000,
  donationType: 'one-time',
  paymentMethod: 'card',
  ...donor,
  ...card,
  ...extra,
});

async function post(path: string, body: unknown, status = 201) {
  const res = await s.request(path, { method: 'POST', json: body });
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
  return (await res.json()) as { data?: { _id: string } };
}
const contact = (subject: string) =>
  post('/api/contact', { fullname: 'Jean Bosco', email: 'jean@example.org', subject, message: 'Hello\nthere' });
const listMessages = async () =>
  (await (await s.request('/api/message', { token })).json()) as { _id: string; subject: string }[];
const patch = (id: string, status: string) =>
  s.request(`/api/message/${id}`, { method: 'PATCH', token, json: { status } });

async function backdateDonation(id: string, days: number) {
  const [row] = await s.database.db
    .update(donations)
    .set({ createdAt: ago(days) })
    .where(eq(donations.id, id))
    .returning();
  await s.database.db
    .update(payments)
    .set({ createdAt: ago(days) })
    .where(eq(payments.id, row!.paymentId!));
}

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
  const db = s.database.db;

  // Messages: three now (one Read, one Responded), one 8 days ago, one 20 days ago.
  for (const subject of ['Now 1', 'Now 2', 'Now 3', 'Old 8', 'Old 20']) await contact(subject);
  const msgs = await listMessages();
  const bySubject = (subj: string) => msgs.find((m) => m.subject === subj)!._id;
  expect((await patch(bySubject('Now 1'), 'Read')).status).toBe(200);
  expect((await patch(bySubject('Now 2'), 'Read')).status).toBe(200);
  expect((await patch(bySubject('Now 2'), 'Responded')).status).toBe(200);
  for (const days of [8, 20]) {
    const moved = { createdAt: ago(days) };
    await db
      .update(contactMessages)
      .set(moved)
      .where(eq(contactMessages.id, bySubject(`Old ${days}`)));
  }

  // Children: Aline (sponsored below) and Eric (not).
  const kids = await insertChildren(db, [
    { monthlySupport: '25000.00' },
    { name: 'Eric', age: 9, location: 'Musanze' },
  ]);
  aline = kids[0]!.id;

  // Donations now: 10,000 + 20,000 (monthly, momo, Eric) + 5,000 (anonymous) + 3,000 for Aline; one declined.
  await post('/api/donations', donation({ amount: 10000 }));
  await post(
    '/api/donations',
    donation({
      amount: 20000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      phone: '0788123456',
      pin: '1234',
      email: 'eric@example.org',
    }),
  );
  await post('/api/donations', donation({ amount: 5000, anonymous: true }));
  await post('/api/donations', donation({ amount: 3000, childId: aline }));
  await post('/api/donations', donation({ amount: 7000, cardNumber: '4000000000000002' }), 402);
  // And 15,000 eight days ago.
  const old = await post('/api/donations', donation({ amount: 15000 }));
  await backdateDonation(old.data!._id, 8);

  // Sponsorship of Aline: 25,000.
  await post('/api/pay/sponsors', {
    childId: aline,
    sponsorName: 'Grace Mukamana',
    sponsorEmail: 'grace@example.org',
    sponsorPhone: '+250 788 123 456',
    amount: 25000,
    paymentMethod: 'card',
    paymentFrequency: 'monthly',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: 'Grace M' },
  });

  // Gift orders in USD: goat, goat, books ($92.50) and books ($12.50).
  const [goat, books] = await db
    .insert(gifts)
    .values([
      { name: 'Goat', priceCents: 4000, category: 'food' },
      { name: 'School books', priceCents: 1250, category: 'education' },
    ])
    .returning({ id: gifts.id });
  const giftCard = { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'Eric H' };
  const buyer = { buyerName: 'Test Buyer', buyerEmail: 'buyer@example.org' };
  const order = (items: string[]) =>
    post('/api/orders', { items, ...buyer, paymentMethod: 'card', paymentDetails: giftCard });
  await order([goat!.id, goat!.id, books!.id]);
  await order([books!.id]);

  // Blog posts: yesterday, two days ago, ten days ago.
  const at = (days: number) => ({ date: ago(days), createdAt: ago(days) });
  const postAt = (title: string, days: number) => ({
    title,
    excerpt: 'E',
    content: '<p>C</p>',
    category: 'News',
    ...at(days),
  });
  await db.insert(blogPosts).values([postAt('Yesterday', 1), postAt('Two days', 2), postAt('Ten days', 10)]);

  // One application, two subscribers.
  await post('/api/add/application', {
    firstName: 'Alice',
    lastName: 'Uwase',
    email: 'alice@example.org',
    country: 'Rwanda',
    availabilityDate: '2027-01-10',
  });
  // Confirmed subscribers (a POST only e-mails a confirmation link: double opt-in).
  await db.insert(subscriptions).values([{ email: 'one@example.org' }, { email: 'two@example.org' }]);
});
afterAll(() => s.close());

const stats = async (period: string) => {
  const res = await s.request(`/api/stats?period=${period}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Stats }).data;
};

/** What the seed recorded in the last 7 days, all of it today: the distribution counts it, and so does today's bucket. */
const recordsToday = { messages: 3, donations: 4, sponsorships: 1, giftOrders: 2, applications: 1, subscribers: 2 };

describe('GET /api/stats', () => {
  it('counts the last 7 days against the 7 before, from the real records', async () => {
    const d = await stats('7d');
    expect(d.period).toBe('7d');
    expect(d.bucket).toBe('day');
    expect(d.timeZone).toBe('Africa/Kigali');
    expect(d.cards).toEqual({
      messages: { current: 3, previous: 1, change: { percent: 200, trend: 'up' } },
      donations: { current: 4, previous: 1, change: { percent: 300, trend: 'up' } },
      sponsorships: { current: 1, previous: 0, change: { percent: null, trend: 'up' } },
      catalogItems: { current: 4, previous: 0, change: { percent: null, trend: 'up' } },
      blogPosts: { current: 2, previous: 1, change: { percent: 100, trend: 'up' } },
      // 38,000 donated + 25,000 sponsorship, against 15,000: RWF only, no dollars added.
      revenueRwf: { current: 63000, previous: 15000, change: { percent: 320, trend: 'up' } },
    });
    expect(d.tiles).toEqual({
      giftSalesUsd: 105,
      giftOrders: 2,
      averageDonationRwf: 9500,
      donors: 2,
      applications: 1,
      subscribers: 2,
    });
    expect(Object.fromEntries(d.distribution.map((x) => [x.key, x.value]))).toEqual({ ...recordsToday, blogPosts: 2 });
    expect(Object.fromEntries(d.engagement.map((x) => [x.key, x.value]))).toEqual({
      messagesRead: 66.7, // 2 of 3 opened
      messagesResponded: 33.3,
      paymentsApproved: 87.5, // 7 of 8 attempts (one card declined)
      monthlyDonations: 25,
      childrenSponsored: 50,
    });
  });

  it('lists the top content by honest measures', async () => {
    const { top } = await stats('7d');
    expect(top.gifts.map(({ name, units, salesUsd }) => ({ name, units, salesUsd }))).toEqual([
      { name: 'Goat', units: 2, salesUsd: 80 },
      { name: 'School books', units: 2, salesUsd: 25 },
    ]);
    expect(top.children).toEqual([{ _id: aline, name: 'Aline', payments: 2, amountRwf: 28000 }]);
    expect(top.posts.map((p) => p.title)).toEqual(['Yesterday', 'Two days']);
  });

  it('fills every bucket of the period, the records of today in the last one', async () => {
    const d = await stats('7d');
    expect(d.series).toHaveLength(7);
    const today = d.series.at(-1)!;
    expect(today).toMatchObject({
      ...recordsToday,
      donationsRwf: 38000,
      sponsorshipsRwf: 25000,
      revenueRwf: 63000,
      giftSalesUsd: 105,
    });
    expect(d.series.slice(0, -1).every((b) => b.messages === 0 && b.revenueRwf === 0)).toBe(true);
  });

  it('widens with the period: 30 days hold everything, by day; 90 by week; a year by month', async () => {
    const m = await stats('30d');
    expect(m.series).toHaveLength(30);
    expect(m.cards.messages).toEqual({ current: 5, previous: 0, change: { percent: null, trend: 'up' } });
    expect(m.cards.revenueRwf.current).toBe(78000);
    expect(m.series.reduce((sum, b) => sum + b.messages, 0)).toBe(5);
    const q = await stats('90d');
    expect(q.bucket).toBe('week');
    expect(q.series.reduce((sum, b) => sum + b.donationsRwf, 0)).toBe(53000);
    const y = await stats('1y');
    expect(y.bucket).toBe('month');
    // 365 days ending today span 13 calendar months, or 12 when today is a month's last day
    // (the period then starts on the 1st): counted from the period's own first day.
    const today = zonedDate(new Date());
    const firstDay = addDays(today, -364);
    const months = (+today.slice(0, 4) - +firstDay.slice(0, 4)) * 12 + (+today.slice(5, 7) - +firstDay.slice(5, 7)) + 1;
    expect(y.series.map((b) => b.bucket)).toHaveLength(months);
    expect(y.series[0]!.bucket).toBe(`${firstDay.slice(0, 7)}-01`);
    expect(y.series.at(-1)!.bucket).toBe(`${today.slice(0, 7)}-01`);
    expect(y.cards.donations).toEqual({ current: 5, previous: 0, change: { percent: null, trend: 'up' } });
  });

  it('defaults to 7 days, refuses an unknown period, and is for the admin only', async () => {
    const res = await s.request('/api/stats', { token });
    // In the server's configured zone (ORG_TIME_ZONE; the test server keeps the default).
    expect(((await res.json()) as { data: Stats }).data).toMatchObject({ period: '7d', timeZone: 'Africa/Kigali' });
    const bad = await s.request('/api/stats?period=2y', { token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/period/);
    expect((await s.request('/api/stats')).status).toBe(401);
  });
});
