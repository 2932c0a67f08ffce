import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, gifts, payments } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import { insertChildrenNamed } from '~test/children';

/**
 * An Idempotency-Key names one payment. Sent again with the same purchase it answers
 * the first answer; sent with a different purchase it must not pretend that one was
 * paid too (409), and nothing is charged.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const card = { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: 'Grace M' };
const post = (path: string, json: unknown, key: string) =>
  s.request(path, { method: 'POST', json, headers: { 'idempotency-key': key } });
const paymentsWith = async (key: string) =>
  (await s.database.db.select().from(payments).where(eq(payments.idempotencyKey, key))).length;
const mismatch = 'This Idempotency-Key was already used for a different payment.';

describe('an Idempotency-Key reused for a different purchase', () => {
  it('is refused for a donation of another amount (409), and the same donation again is replayed', async () => {
    const donation = (amount: number) => ({
      amount,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Grace',
      lastName: 'M',
      email: 'grace@example.org',
      cardNumber: card.cardNumber,
      cardExpiry: card.cardExpiry,
      cardCvc: card.cardCvv,
      cardName: card.cardName,
    });
    expect((await post('/api/donations', donation(1000), 'd-1')).status).toBe(201);
    const other = await post('/api/donations', donation(50_000), 'd-1');
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: mismatch });
    const same = await post('/api/donations', donation(1000), 'd-1');
    expect(same.status).toBe(201);
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect(await paymentsWith('d-1')).toBe(1);
  });

  it('is refused for another cart', async () => {
    const [gift] = await s.database.db.insert(gifts).values({ name: 'Goat', priceCents: 4000 }).returning();
    const order = (items: string[]) => ({
      items,
      buyerName: 'Test Buyer',
      buyerEmail: 'buyer@example.org',
      paymentMethod: 'card',
      paymentDetails: card,
    });
    expect((await post('/api/orders', order([gift!.id]), 'o-1')).status).toBe(201);
    const other = await post('/api/orders', order([gift!.id, gift!.id]), 'o-1');
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: mismatch });
    expect(await paymentsWith('o-1')).toBe(1);
  });

  it('is refused for another child, who stays available', async () => {
    const [a, b] = await insertChildrenNamed(s.database.db, ['Aline', 'Eric'], {
      age: 9,
      location: 'Musanze',
      needs: ['Books'],
      monthlySupport: '35000',
    });
    const sponsor = (childId: string) => ({
      childId,
      sponsorName: 'Grace',
      sponsorEmail: 'grace@example.org',
      sponsorPhone: '0788123456',
      amount: 35000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: card,
    });
    expect((await post('/api/pay/sponsors', sponsor(a!.id), 's-1')).status).toBe(201);
    const other = await post('/api/pay/sponsors', sponsor(b!.id), 's-1');
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: mismatch });
    const [eric] = await s.database.db.select().from(children).where(eq(children.id, b!.id));
    expect(eric!.isSponsored).toBe(false);
    expect(await paymentsWith('s-1')).toBe(1);
  });
});
