import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, payments } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import { insertChild, paySponsorship } from '~test/children';

/** The server decides what things cost. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { DONATION_MIN_RWF: '500' } });
});
afterAll(() => s.close());

async function newChild(monthlySupport = '35000.00'): Promise<string> {
  return (await insertChild(s.database.db, { story: 'Story', needs: ['Books'], monthlySupport })).id;
}
const isSponsored = async (id: string) =>
  (await s.database.db.select({ v: children.isSponsored }).from(children).where(eq(children.id, id)))[0]?.v;
const card = { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: 'Grace M' };
const sponsor = (childId: string, amount: unknown) =>
  paySponsorship(s, {
    childId,
    sponsorName: 'Grace',
    sponsorEmail: 'grace@example.org',
    sponsorPhone: '0788123456',
    amount,
    paymentMethod: 'card',
    paymentFrequency: 'monthly',
    paymentDetails: card,
  });
const donate = (amount: unknown) =>
  s.request('/api/donations', {
    method: 'POST',
    json: {
      amount,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Jean',
      lastName: 'Habimana',
      email: 'jean@example.org',
      cardNumber: '4242424242424242',
      cardExpiry: '12/29',
      cardCvc: '123',
      cardName: 'Jean H',
    },
  });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const paymentCount = async () => (await s.database.db.select().from(payments)).length;

describe('sponsorship price', () => {
  it("refuses less than the child's monthly support, takes nothing and leaves the child on the list", async () => {
    const id = await newChild('35000.00');
    const before = await paymentCount();
    for (const amount of [1, 34999]) {
      const res = await sponsor(id, amount);
      expect(res.status).toBe(400);
      expect(await message(res)).toBe(
        "amount: The sponsorship amount must be at least this child's monthly support of Rwf 35,000.",
      );
    }
    expect(await isSponsored(id)).toBe(false);
    expect(await paymentCount()).toBe(before);
    expect((await sponsor(id, 35000)).status).toBe(201);
    expect(await isSponsored(id)).toBe(true);
  });

  it('rounds a support with centimes up to the next franc', async () => {
    const id = await newChild('20000.50');
    expect((await sponsor(id, 20000)).status).toBe(400);
    expect((await sponsor(id, 20001)).status).toBe(201);
  });

  it('takes a JSON number only: no string, boolean or fraction', async () => {
    const id = await newChild();
    for (const amount of ['35000', '35000.00', true, 35000.5, null]) {
      const res = await sponsor(id, amount);
      expect(res.status, JSON.stringify(amount)).toBe(400);
      expect(await message(res)).toBe('amount: Please enter a valid amount');
    }
    expect(await isSponsored(id)).toBe(false);
  });
});

describe('donation price', () => {
  it('refuses less than DONATION_MIN_RWF and takes it from there', async () => {
    const res = await donate(499);
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('amount: The smallest donation we can take is RWF 500.');
    expect((await donate(500)).status).toBe(201);
  });

  it('takes a JSON number of whole francs only', async () => {
    for (const amount of ['5000', true, 5000.5]) {
      const res = await donate(amount);
      expect(res.status, JSON.stringify(amount)).toBe(400);
      expect(await message(res)).toBe('amount: Please enter a valid donation amount');
    }
  });
});
