import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donations, gifts, payments } from '~/server/core/db/schema';
import { testServerForFile, type TestServer } from '~test/server';
import { donationCard, testBuyerOrder } from '~test/payers';
import { expectError, sendRaw } from '~test/api';
import { insertChild } from '~test/children';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const card = donationCard;
const donation = (extra: Record<string, unknown> = {}) => ({
  amount: 30000,
  donationType: 'one-time',
  paymentMethod: 'card',
  firstName: 'Grace',
  lastName: 'Mukamana',
  email: 'grace@example.org',
  phone: '',
  anonymous: false,
  ...card,
  ...extra,
});
const momo = { paymentMethod: 'momo', phone: '0788123456', pin: '1234' };
const donate = (body: unknown, headers: Record<string, string> = {}) =>
  s.request('/api/donations', { method: 'POST', json: body, headers });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

interface Answer {
  message: string;
  data: { _id: string; reference: string; amount: number; donationType: string; paymentMethod: string; target: string };
}
interface Page {
  data: { _id: string; donor: string; amount: number; type: string; method: string; date: string }[];
  total: number;
  page: number;
  pageSize: number;
  totalAmount: number;
  donors: number;
}
const list = async (query = '') => {
  const res = await s.request(`/api/donations${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('GET /api/donations (admin)', () => {
  it('filters by period, type and method, pages, and totals over the filtered set', async () => {
    const made: string[] = [];
    const plan = [
      donation({ amount: 1000 }),
      donation({ amount: 2000, donationType: 'monthly', email: 'GRACE@example.org' }),
      donation({ amount: 3000, ...momo, email: 'eric@example.org', firstName: 'Eric', lastName: 'H' }),
      donation({ amount: 4000, anonymous: true, email: 'secret@example.org', firstName: 'Hidden', lastName: 'Person' }),
      donation({ amount: 5000, paymentMethod: 'airtime', phone: '0788000111', pin: '4321', donationType: 'monthly' }),
    ];
    for (const body of plan) {
      const res = await donate(body);
      expect(res.status).toBe(201);
      made.push(((await res.json()) as Answer).data._id);
    }
    // Back-date two of them: 40 and 400 days ago.
    const db = s.database.db;
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(donations.id, made[0]!));
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(donations.id, made[1]!));

    const all = await list();
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20, totalAmount: 15000, donors: 3 });
    expect(all.data.map((d) => d.amount)).toEqual([5000, 4000, 3000, 1000, 2000]);
    // Anonymous to the public, not to staff: named, with the mark.
    expect(all.data[1]).toMatchObject({ donor: 'Hidden Person', anonymous: true, type: 'One-time', method: 'card' });
    expect(all.data[0]).toMatchObject({ donor: 'Grace Mukamana', anonymous: false, offline: false, method: 'airtime' });

    expect(await list('?period=7d')).toMatchObject({ total: 3, totalAmount: 12000 });
    expect(await list('?period=90d')).toMatchObject({ total: 4, totalAmount: 13000 });
    expect(await list('?period=1y')).toMatchObject({ total: 4 });
    expect(await list('?period=all&type=monthly')).toMatchObject({ total: 2, totalAmount: 7000, donors: 1 });
    expect(await list('?method=momo')).toMatchObject({ total: 1, totalAmount: 3000, donors: 1 });
    expect(await list('?type=&method=')).toMatchObject({ total: 5 });

    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2, totalAmount: 15000 });
    expect(page2.data.map((d) => d.amount)).toEqual([3000, 1000]);
    expect((await list('?pageSize=2&page=9')).data).toEqual([]);
  });

  it('refuses bad filters with 400 and calls without a session with 401', async () => {
    for (const q of ['?period=2d', '?type=weekly', '?method=wire', '?page=0', '?pageSize=101', '?page=x']) {
      const res = await s.request(`/api/donations${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(await message(res)).toMatch(/^(period|type|method|page|pageSize): /);
    }
    expect((await s.request('/api/donations')).status).toBe(401);
  });
});

describe('POST /api/donations', () => {
  it('takes a card donation with a reference and keeps only the last four digits', async () => {
    const res = await donate(donation());
    expect(res.status).toBe(201);
    const body = (await res.json()) as Answer;
    expect(body.message).toBe('Thank you for your donation of RWF 30,000 to General Donation!');
    expect(body.data).toMatchObject({
      amount: 30000,
      donationType: 'one-time',
      paymentMethod: 'card',
      target: 'General Donation',
    });
    expect(body.data.reference).toMatch(/^DN-[0-9A-F]{8}$/);
    const [row] = await s.database.db
      .select()
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(eq(donations.id, body.data._id));
    expect(row!.payments).toMatchObject({
      kind: 'donation',
      method: 'card',
      cardLast4: '4242',
      amountMinor: 30000,
      currency: 'RWF',
      status: 'approved',
    });
  });

  it('names the child in the target, and answers 404 for an unknown child', async () => {
    const child = await insertChild(s.database.db, { name: 'Aline Uwase', needs: ['Books'], monthlySupport: '35000' });
    const res = await donate(donation({ ...momo, childId: child.id, donationType: 'monthly' }));
    expect(res.status).toBe(201);
    // Named as the public knows the child (docs/children-protection.md): the preferred name, by default the first name.
    expect(((await res.json()) as Answer).data.target).toBe('Sponsor Aline');
    const unknown = await donate(donation({ childId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('This child could not be found.');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ amount: 0 }, 'amount: Please enter a valid donation amount'],
      [{ amount: 10.5 }, 'amount: Please enter a valid donation amount'],
      [{ amount: '30000' }, 'amount: Please enter a valid donation amount'],
      [{ amount: 100_000_001 }, 'amount: Please enter a donation amount of at most RWF 100,000,000'],
      [{ firstName: ' ' }, 'firstName: First name is required'],
      [{ lastName: undefined }, 'lastName: Last name is required'],
      [{ firstName: 'x'.repeat(101) }, 'firstName: Must be at most 100 characters'],
      [{ email: 'a@b' }, 'email: Please enter a valid email address'],
      [{ donationType: 'yearly' }, /^donationType: /],
      [{ anonymous: 'yes' }, /^anonymous: /],
      [{ childId: 'abc' }, /^childId: /],
      [{ cardNumber: '4242' }, 'cardNumber: Please enter a valid card number'],
      [{ cardExpiry: '1/28' }, 'cardExpiry: Please enter a valid expiry date (MM/YY)'],
      [{ cardCvc: '12345' }, 'cardCvc: Please enter a valid CVC'],
      [{ cardName: '' }, 'cardName: Cardholder name is required'],
      [{ ...momo, phone: '' }, 'phone: Phone number is required for this payment method'],
      [{ ...momo, pin: '12a4' }, 'pin: Please enter your 4-digit PIN'],
      [{ paymentMethod: 'airtime', phone: '0788', pin: undefined }, 'pin: Please enter your 4-digit PIN'],
    ];
    for (const [extra, text] of cases) await expectError(await donate(donation(extra)), 400, text);
    expect((await donate([1, 2])).status).toBe(400);
    const text = await sendRaw(s, 'POST', '/api/donations', ['text/plain', '{}']);
    expect(text.status).toBe(415);
  });

  it('declines the sandbox test inputs with 402 and records no donation', async () => {
    const before = await s.database.db.select().from(donations);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ cardNumber: '4000000000000002' }, /card was declined/],
      [{ ...momo, pin: '0000' }, /PIN is incorrect/],
      [{ ...momo, phone: '+250 788 000 002' }, /mobile payment was declined/],
      [{ paymentMethod: 'airtime', phone: '0788-00-0002', pin: '1234' }, /mobile payment was declined/],
    ];
    for (const [extra, text] of cases) {
      const res = await donate(donation(extra));
      expect(res.status).toBe(402);
      expect(await message(res)).toMatch(text);
    }
    expect(await s.database.db.select().from(donations)).toHaveLength(before.length);
    const declined = await s.database.db.select().from(payments).where(eq(payments.status, 'declined'));
    expect(declined.map((p) => p.failureReason).sort()).toEqual([
      'card_declined',
      'payer_declined',
      'payer_declined',
      'wrong_pin',
    ]);
  });

  it('records one payment per Idempotency-Key and kind, and answers the first answer again', async () => {
    const key = { 'idempotency-key': 'donation-form-7f3a' };
    const first = await donate(donation({ amount: 777 }), key);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await donate(donation({ amount: 777 }), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    const race = await Promise.all([
      donate(donation({ amount: 778 }), { 'idempotency-key': 'k2' }),
      donate(donation({ amount: 778 }), { 'idempotency-key': 'k2' }),
    ]);
    expect(race.map((r) => r.status)).toEqual([201, 201]);

    const count = async (k: string) =>
      (await s.database.db.select().from(payments).where(eq(payments.idempotencyKey, k))).length;
    expect(await count('donation-form-7f3a')).toBe(1);
    expect(await count('k2')).toBe(1);
    const donationsWith777 = await s.database.db.select().from(donations).where(eq(donations.amountRwf, 777));
    expect(donationsWith777).toHaveLength(1);

    // The same key on another kind of payment is another payment.
    const [gift] = await s.database.db.insert(gifts).values({ name: 'Goat', priceCents: 4000 }).returning();
    const order = await s.request('/api/orders', {
      method: 'POST',
      json: testBuyerOrder([gift!.id], {
        paymentMethod: 'mobile',
        paymentDetails: { phone: '0788123456', pin: '1234' },
      }),
      headers: key,
    });
    expect(order.status).toBe(201);
    expect(order.headers.get('idempotent-replayed')).toBeNull();
    expect(await count('donation-form-7f3a')).toBe(2);
    const kinds = await s.database.db.execute(
      sql`SELECT DISTINCT kind FROM payments WHERE idempotency_key = 'donation-form-7f3a'`,
    );
    expect(JSON.stringify(kinds)).toMatch(/order/);
  });
});
