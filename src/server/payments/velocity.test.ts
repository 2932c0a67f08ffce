import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';

/** Card testing: attempts are counted per address, per e-mail and overall, declines included. */
let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const donation = (email: string, cardNumber = '4242424242424242') => ({
  amount: 1000,
  donationType: 'one-time',
  paymentMethod: 'card',
  firstName: 'Jean',
  lastName: 'H',
  email,
  cardNumber,
  cardExpiry: '12/29',
  cardCvc: '123',
  cardName: 'Jean H',
});
const donate = (body: unknown) => s!.request('/api/donations', { method: 'POST', json: body });
const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };

describe('payment velocity limits', () => {
  it('stops an address after its attempts, declines counted, with one answer whatever the limit', async () => {
    s = await startTestServer({ env: { PAYMENT_LIMIT_PER_ADDRESS: '3' } });
    expect((await donate(donation('a@example.org', '4000000000000002'))).status).toBe(402);
    expect((await donate(donation('b@example.org', '4000000000000002'))).status).toBe(402);
    expect((await donate(donation('c@example.org'))).status).toBe(201);
    const refused = await donate(donation('d@example.org'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual(TOO_MANY);
  });

  it('stops an e-mail address after its attempts, whatever the case', async () => {
    s = await startTestServer({ env: { PAYMENT_LIMIT_PER_EMAIL: '2' } });
    expect((await donate(donation('same@example.org'))).status).toBe(201);
    expect((await donate(donation('Same@Example.org', '4000000000000002'))).status).toBe(402);
    const refused = await donate(donation('SAME@example.org'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    expect((await donate(donation('other@example.org'))).status).toBe(201);
  });

  it('stops everyone past the site-wide rate', async () => {
    s = await startTestServer({ env: { PAYMENT_LIMIT_OVERALL: '2' } });
    expect((await donate(donation('x1@example.org'))).status).toBe(201);
    expect((await donate(donation('x2@example.org'))).status).toBe(201);
    expect((await donate(donation('x3@example.org'))).status).toBe(429);
  });

  it('answers every decline the same way: 402 and a message, nothing else', async () => {
    s = await startTestServer();
    const card = await donate(donation('y@example.org', '4000000000000002'));
    const pin = await donate({ ...donation('y@example.org'), paymentMethod: 'momo', phone: '0788123456', pin: '0000' });
    for (const res of [card, pin]) {
      expect(res.status).toBe(402);
      expect(Object.keys((await res.json()) as object)).toEqual(['message']);
    }
  });
});
