import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { UNKNOWN_ID } from '~test/api';
import { insertChild } from '~test/children';

/**
 * A payment refused by the API is refused in the language of the page that asked (the
 * pages call the API with the visitor's language): the payments module's own texts,
 * the validation catalogue's and the sandbox's declines alike.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { DONATION_MIN_RWF: '500' } });
});
afterAll(() => s.close());

const card = (cardNumber = '4242424242424242') => ({
  cardNumber,
  cardExpiry: '12/29',
  cardCvc: '123',
  cardName: 'Jean H',
});
const donation = (extra: Record<string, unknown>) => ({
  amount: 1000,
  donationType: 'one-time',
  paymentMethod: 'card',
  firstName: 'Jean',
  lastName: 'Habimana',
  email: 'jean@example.org',
  ...card(),
  ...extra,
});
const asked = async (lang: string, path: string, json: unknown) => {
  const res = await s.request(path, { method: 'POST', json, headers: { 'accept-language': lang } });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
};

describe('payment refusals in the page language', () => {
  it('too small a donation, in English, French and Kinyarwanda', async () => {
    expect(await asked('en', '/api/donations', donation({ amount: 100 }))).toEqual({
      status: 400,
      message: 'amount: The smallest donation we can take is RWF 500.',
    });
    expect((await asked('fr', '/api/donations', donation({ amount: 100 }))).message).toMatch(
      /^amount: Le plus petit don que nous pouvons accepter est de 500/,
    );
    expect((await asked('rw', '/api/donations', donation({ amount: 100 }))).message).toMatch(/^amount: Inkunga nto/);
  });

  it('an unknown child and a declined card, in French', async () => {
    expect(await asked('fr', '/api/donations', donation({ childId: UNKNOWN_ID }))).toEqual({
      status: 404,
      message: 'Cet enfant est introuvable.',
    });
    const declined = await asked('fr', '/api/donations', donation(card('4000000000000002')));
    expect(declined.status).toBe(402);
    expect(declined.message).toMatch(/^Votre carte a été refusée/);
  });

  it("less than a child's monthly support, in Kinyarwanda", async () => {
    const child = await insertChild(s.database.db, { story: 'Story', needs: ['Books'], monthlySupport: '35000.00' });
    const res = await asked('rw', '/api/pay/sponsors', {
      childId: child.id,
      sponsorName: 'Grace',
      sponsorEmail: 'grace@example.org',
      sponsorPhone: '0788123456',
      amount: 1000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: 'Grace M' },
    });
    expect(res.status).toBe(400);
    expect(res.message).not.toMatch(/sponsorship amount must be/);
    expect(res.message).toMatch(/^amount: .*35,000/);
  });
});
