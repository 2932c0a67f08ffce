import { eq, like } from 'drizzle-orm';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations, gifts } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { UNKNOWN_ID, expectError, expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { donationCard } from '~test/payers';
import type { DonationDetail } from '~/shared/schemas/donation-record';
import type { DonorPage, DonorRecord } from '~/shared/schemas/donor';
import type { Order } from '~/shared/schemas/order';
import type { SponsorshipRecord } from '~/shared/schemas/sponsorship-record';
import { insertChild } from '~test/children';

let s: TestServer;
let token: string;
beforeAll(async () => {
  // New York, not Kigali: the day a gift is dated by must follow ORG_TIME_ZONE.
  s = await startTestServer({ env: { ORG_TIME_ZONE: 'America/New_York' } });
  token = await s.login();
});
afterAll(() => s.close());

const post = (path: string, json: unknown, auth = true) =>
  s.request(path, { method: 'POST', json, ...(auth ? { token } : {}) });
const get = (path: string) => s.request(path, { token });
const card = donationCard;
const offline = (extra: Record<string, unknown> = {}) => ({
  amount: 50000,
  method: 'cash',
  firstName: 'Jean',
  lastName: 'Uwimana',
  email: 'Jean@Example.org',
  phone: '0788111222',
  receivedOn: '2026-03-10',
  note: 'Handed over at the Musanze office',
  ...extra,
});

describe('gifts received offline (POST /api/donations/offline)', () => {
  it('records a payments-free donation, dated in the organisation time zone, with its activity record', async () => {
    const res = await post('/api/donations/offline', offline());
    const body = await expectJson<{ message: string; data: DonationDetail }>(res, 201);
    expect(body.message).toBe('Gift recorded');
    expect(body.data).toMatchObject({
      amount: 50000,
      method: 'cash',
      offline: true,
      payment: null,
      receipt: 'none',
      donor: { firstName: 'Jean', lastName: 'Uwimana', email: 'jean@example.org', phone: '0788111222' },
      offlineRecord: { receivedOn: '2026-03-10', note: 'Handed over at the Musanze office', recordedBy: 'Test Admin' },
    });
    // Noon in New York on 10 March 2026 (UTC-4 after the clocks change on the 8th) is 16:00 UTC.
    expect(body.data.date).toBe('2026-03-10T16:00:00.000Z');
    const [log] = await s.database.db.select().from(activityLog).where(eq(activityLog.entityId, body.data._id));
    expect(log).toMatchObject({ action: 'record-offline', entity: 'donation' });
    expect(log!.after).toMatchObject({
      amountRwf: 50000,
      paymentMethod: 'cash',
      note: 'Handed over at the Musanze office',
    });

    // It counts in Donation Records (marked offline) and in the totals.
    const list = await expectJson<{ data: { _id: string; offline: boolean }[]; totalAmount: number }>(
      await get('/api/donations?method=cash'),
      200,
    );
    expect(list.data).toEqual([expect.objectContaining({ _id: body.data._id, offline: true })]);
    expect(list.totalAmount).toBe(50000);
    expect(await expectJson(await get(`/api/donations/${body.data._id}`), 200)).toEqual({ data: body.data });
  });

  it('counts in the analytics like any gift received', async () => {
    type Stats = { data: { cards: Record<'donations' | 'revenueRwf', { current: number }> } };
    const stats = async () => (await expectJson<Stats>(await get('/api/stats?period=7d'), 200)).data.cards;
    const before = await stats();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await expectJson(
      await post('/api/donations/offline', offline({ amount: 7000, method: 'bank', receivedOn: today })),
      201,
    );
    const after = await stats();
    expect(after.donations.current).toBe(before.donations.current + 1);
    expect(after.revenueRwf.current).toBe(before.revenueRwf.current + 7000);
  });

  it('refuses bad input with 400 naming the field, stores nothing, and needs a session', async () => {
    const count = () => s.database.db.$count(donations);
    const start = await count();
    const cases: [Record<string, unknown>, RegExp][] = [
      [offline({ amount: 0 }), /^amount: /],
      [offline({ amount: 12.5 }), /^amount: /],
      [offline({ amount: '5000' }), /^amount: /],
      [offline({ method: 'card' }), /^method: Choose how the gift was received/],
      [offline({ firstName: ' ' }), /^firstName: First name is required/],
      [offline({ email: 'nope' }), /^email: Please enter a valid email address/],
      [offline({ receivedOn: '10/03/2026' }), /^receivedOn: Enter the date/],
      [offline({ receivedOn: '2999-01-01' }), /^receivedOn: The date received cannot be in the future/],
      [offline({ note: 'x'.repeat(1001) }), /^note: /],
    ];
    for (const [body, message] of cases) await expectError(await post('/api/donations/offline', body), 400, message);
    expect(await count()).toBe(start);
    expect((await post('/api/donations/offline', offline(), false)).status).toBe(401);
  });
});

describe('donation detail (GET /api/donations/:id)', () => {
  it('shows the donor, contact, method, reference, payment and receipt; 404 for unknown ids', async () => {
    const res = await post(
      '/api/donations',
      {
        amount: 30000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Grace',
        lastName: 'M',
        email: 'grace@example.org',
        phone: '0788000999',
        anonymous: true,
        ...card,
      },
      false,
    );
    const id = (await expectJson<{ data: { _id: string; reference: string } }>(res, 201)).data;
    const { data } = await expectJson<{ data: DonationDetail }>(await get(`/api/donations/${id._id}`), 200);
    expect(data).toMatchObject({
      reference: id.reference,
      anonymous: true,
      offline: false,
      method: 'card',
      donor: { firstName: 'Grace', email: 'grace@example.org', phone: '0788000999' },
      payment: { status: 'approved', cardLast4: '4242' },
      offlineRecord: null,
    });
    expect(['queued', 'sent']).toContain(data.receipt);
    expect(JSON.stringify(data)).not.toContain('4242 4242');
    await expectError(await get(`/api/donations/${UNKNOWN_ID}`), 404);
    await expectError(await get('/api/donations/not-an-id'), 404);
  });
});

describe('donors (GET /api/donors, /api/donors/record)', () => {
  it('groups donations, sponsorships and orders by e-mail, with totals, search and paging', async () => {
    const child = await insertChild(s.database.db, { monthlySupport: '35000.00' });
    const sponsor = {
      childId: child.id,
      sponsorName: 'Jean Uwimana',
      sponsorEmail: 'JEAN@example.org',
      sponsorPhone: '+250 788 123 456',
      amount: 35000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { ...card, cardCvv: '123' },
    };
    await expectJson(await post('/api/pay/sponsors', sponsor, false), 201);
    const [gift] = await s.database.db.insert(gifts).values({ name: 'Goat', priceCents: 4000 }).returning();
    const order = {
      items: [gift!.id, gift!.id],
      paymentMethod: 'card',
      buyerName: 'Jean U',
      buyerEmail: 'jean@EXAMPLE.org',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'J' },
    };
    await expectJson(await post('/api/orders', order, false), 201);
    // The receipt goes to the buyer's address, with the gifts as sold.
    const [receipt] = await s.database.db.select().from(mailOutbox).where(like(mailOutbox.eventKey, 'order-receipt:%'));
    expect(receipt).toMatchObject({ to: 'jean@example.org', kind: 'order-receipt' });
    expect(receipt!.text).toContain('Goat');

    const page = await expectJson<DonorPage>(await get('/api/donors?q=JEAN@'), 200);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      email: expect.stringMatching(/^jean@example\.org$/i),
      gifts: 4,
      totalRwf: 50000 + 7000 + 35000,
      totalUsd: 80,
      phone: '+250 788 123 456',
    });
    const byName = await expectJson<DonorPage>(await get('/api/donors?q=uwim'), 200);
    expect(byName.data.map((d) => d.email.toLowerCase())).toEqual(['jean@example.org']);
    const all = await expectJson<DonorPage>(await get('/api/donors?pageSize=1&page=2'), 200);
    expect(all).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(all.data).toHaveLength(1);
    expect((await expectJson<DonorPage>(await get('/api/donors?q=%25'), 200)).total).toBe(0);

    const { data } = await expectJson<{ data: DonorRecord }>(
      await get('/api/donors/record?email=JEAN@example.org'),
      200,
    );
    expect(data.statement.map((g) => `${g.kind} ${g.currency} ${g.amount}`).sort()).toEqual(
      ['donation RWF 50000', 'donation RWF 7000', 'order USD 80', 'sponsorship RWF 35000'].concat([]).sort(),
    );
    expect(data.statement.find((g) => g.kind === 'order')).toMatchObject({
      description: 'Goat, Goat',
      reference: /^OR-/,
    });
    // The monthly sponsorship is a plan on the record, whatever the case of the address given.
    expect(data.plans).toHaveLength(1);
    expect(data.plans[0]).toMatchObject({ kind: 'sponsorship', amount: 35000, method: 'card', status: 'active' });
    const grace = await expectJson<{ data: DonorRecord }>(await get('/api/donors/record?email=grace@example.org'), 200);
    expect(grace.data).toMatchObject({ name: 'Grace M', anonymous: true });
    await expectError(
      await get('/api/donors/record?email=nobody@example.org'),
      404,
      'No gift was received from this address',
    );
    await expectError(await get('/api/donors?pageSize=500'), 400, /^pageSize: /);

    // The orders list carries the buyer and status; the child's record its sponsorship payments.
    const orders = await expectJson<{ data: Order[] }>(await get('/api/orders'), 200);
    expect(orders.data[0]).toMatchObject({
      buyerName: 'Jean U',
      buyerEmail: 'jean@example.org',
      status: 'approved',
      total: 80,
    });
    const paid = await expectJson<{ data: SponsorshipRecord[] }>(await get(`/api/sponsors/${child.id}/payments`), 200);
    expect(paid.data).toEqual([
      expect.objectContaining({
        sponsorName: 'Jean Uwimana',
        sponsorPhone: '+250 788 123 456',
        amount: 35000,
        status: 'approved',
      }),
    ]);
    await expectError(await get(`/api/sponsors/${UNKNOWN_ID}/payments`), 404);
  });

  it('refuses a gift order without the buyer name or e-mail', async () => {
    const [gift] = await s.database.db.insert(gifts).values({ name: 'Hen', priceCents: 1000 }).returning();
    const base = {
      items: [gift!.id],
      paymentMethod: 'card',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'J' },
    };
    await expectError(
      await post('/api/orders', { ...base, buyerEmail: 'a@example.org' }, false),
      400,
      /^buyerName: Please enter your name/,
    );
    await expectError(
      await post('/api/orders', { ...base, buyerName: 'A', buyerEmail: 'nope' }, false),
      400,
      /^buyerEmail: /,
    );
  });
});

describe('the activity log (GET /api/activity)', () => {
  it('keeps who changed what, with the fields before and after an edit, filterable; no route changes it', async () => {
    const skill = { name: 'Teaching', description: 'Reading with children', requirements: ['Patience'] };
    const created = await expectJson<{ data: { _id: string } }>(await post('/api/availability', skill), 201);
    const id = created.data._id;
    const edit = await s.request(`/api/availability/${id}`, {
      method: 'PUT',
      token,
      json: { ...skill, name: 'Tutoring' },
    });
    expect(edit.status).toBe(200);
    type Page = {
      data: { action: string; before: unknown; after: unknown; user: { name: string } }[];
      people: { _id: string }[];
    };
    const page = await expectJson<Page>(await get(`/api/activity?entity=skill&entityId=${id}`), 200);
    expect(page.data.map((a) => a.action)).toEqual(['update', 'create']);
    // Only what changed, as it was and as it became.
    expect(page.data[0]).toMatchObject({
      before: { name: 'Teaching' },
      after: { name: 'Tutoring' },
      user: { name: 'Test Admin' },
    });
    expect(Object.keys(page.data[0]!.after as object)).toEqual(['name']);
    const mine = await expectJson<{ total: number }>(await get(`/api/activity?user=${page.people[0]!._id}`), 200);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    const nobody = await expectJson<{ total: number }>(await get(`/api/activity?user=${UNKNOWN_ID}`), 200);
    expect(nobody.total).toBe(0);
    await expectError(await get('/api/activity?entity=spaceship'), 400, /^entity: /);
    const writes = s.app.apiRoutes.filter((r) => r.url.startsWith('/api/activity') && r.method !== 'GET');
    expect(writes).toEqual([]);
    expect((await s.request('/api/activity', { method: 'DELETE', token })).status).toBe(404);
    expect(await s.database.db.$count(offlineDonations)).toBe(2);
  });
});
