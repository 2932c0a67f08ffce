import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';

/**
 * Refusals name the field, never the value: a card number or PIN typed into any field,
 * in any shape, does not come back in the answer (parseInput reports zod's input to
 * itself only).
 */
const CARD = '4242424242424242';
const PIN = '8642';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const shapes = (secret: string) => [
  secret,
  Number(secret),
  secret.repeat(3),
  [secret],
  { n: secret },
  ` ${secret}\u0000`,
];
const bodies: [path: string, valid: Record<string, unknown>, nested?: string][] = [
  [
    '/api/donations',
    {
      amount: 1000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'G',
      lastName: 'M',
      email: 'g@example.org',
      phone: '0788123456',
      pin: '1234',
    },
  ],
  [
    '/api/orders',
    {
      items: ['00000000-0000-4000-8000-000000000000'],
      buyerName: 'Test Buyer',
      buyerEmail: 'buyer@example.org',
      paymentMethod: 'card',
    },
    'paymentDetails',
  ],
  [
    '/api/pay/sponsors',
    {
      childId: '00000000-0000-4000-8000-000000000000',
      sponsorName: 'G',
      sponsorEmail: 'g@example.org',
      sponsorPhone: '0788123456',
      amount: 100,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
    },
    'paymentDetails',
  ],
];

describe('refused payments', () => {
  it('never echo a card number or a PIN, whichever field it was typed into', async () => {
    for (const [path, valid, nested] of bodies) {
      const fields = [...Object.keys(valid), 'cardNumber', 'cardExpiry', 'cardCvc', 'pin'];
      for (const field of fields)
        for (const secret of [CARD, PIN])
          for (const value of shapes(secret)) {
            const body = { ...valid, [field]: value };
            if (nested) body[nested] = { cardNumber: value, cardCvv: value, pin: value };
            const res = await s.request(path, { method: 'POST', json: body });
            const text = await res.text();
            expect(res.status, `${path} ${field} ${JSON.stringify(value)}`).toBeLessThan(500);
            if (res.status >= 400) expect(text, `${path} ${field}`).not.toContain(secret);
          }
    }
  });
});
