import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { recordPayment } from './record';
import { type VelocityConfig, checkVelocity, payerNetOf } from './velocity';

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

describe('card testing from many addresses and prompt flooding', () => {
  const config = (over: Partial<VelocityConfig> = {}): VelocityConfig => ({
    PAYMENT_LIMIT_PER_ADDRESS: 100,
    PAYMENT_LIMIT_PER_EMAIL: 100,
    PAYMENT_LIMIT_OVERALL: 1000,
    PAYMENT_LIMIT_PER_PHONE: 100,
    ...over,
  });
  /** An attempt as take-payment records it: the network and the number prompted beside the address. */
  const attempt = (ip: string, phone: string | null = null) =>
    recordPayment(s!.database.db, {
      kind: 'donation',
      amountMinor: 1000,
      currency: 'RWF',
      method: phone ? 'momo' : 'card',
      provider: 'sandbox',
      status: 'declined',
      instrument: phone
        ? { type: 'mobile-money', phone, pin: '' }
        : { type: 'card', number: '4000000000000002', expiry: '12/29', cvc: '123', name: 'X' },
      payerIp: ip,
      payerNet: payerNetOf(ip),
      payerPhone: phone ? `250${phone.slice(1)}` : null,
    });
  const allowed = (c: VelocityConfig, payer: { ip?: string; email?: string; phone?: string }) =>
    checkVelocity(s!.database.db, c, payer).then(
      () => true,
      (e: unknown) => (e as { statusCode?: number }).statusCode !== 429 && Promise.reject(e),
    );

  it('counts an IPv6 client by its /64, whichever address of it pays', async () => {
    s = await startTestServer();
    for (let i = 1; i <= 3; i++) await attempt(`2001:db8:7:8::${i}`);
    const c = config({ PAYMENT_LIMIT_PER_ADDRESS: 3 });
    expect(await allowed(c, { ip: '2001:db8:7:8:ffff::99' })).toBe(false);
    expect(await allowed(c, { ip: '2001:db8:7:9::1' })).toBe(true);
  });

  it('limits the prompts sent to one mobile number, from any address', async () => {
    s = await startTestServer();
    await attempt('198.51.100.1', '0788111222');
    await attempt('198.51.100.2', '0788111222');
    const c = config({ PAYMENT_LIMIT_PER_PHONE: 2 });
    expect(await allowed(c, { ip: '198.51.100.3', phone: '250788111222' })).toBe(false);
    expect(await allowed(c, { ip: '198.51.100.3', phone: '250788111333' })).toBe(true);
  });

  it('refuses the noisy networks before the site-wide cap refuses anyone else', async () => {
    s = await startTestServer();
    // Three /64s hammering: 3 × 8 attempts this minute, over a cap of 20.
    for (const net of ['2001:db8:a:1', '2001:db8:a:2', '2001:db8:a:3'])
      for (let i = 1; i <= 8; i++) await attempt(`${net}::${i}`);
    const c = config({ PAYMENT_LIMIT_OVERALL: 20 });
    expect(await allowed(c, { ip: '2001:db8:a:1::99' })).toBe(false);
    // A donor from elsewhere still pays: the noisy networks count for their fair share only.
    expect(await allowed(c, { ip: '203.0.113.7' })).toBe(true);
    // Many networks together do reach it: then everyone waits.
    for (let i = 1; i <= 12; i++) await attempt(`192.0.2.${i}`);
    expect(await allowed(c, { ip: '203.0.113.8' })).toBe(false);
  });
});
