import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, payments } from '~/server/core/db/schema';
import { type LivePayments, WEBHOOK_HASH, counts, startLivePayments } from '~test/live-payments';
import { declineText } from './providers/messages';
import { testBuyerOrder } from '~test/payers';

/** Cards on Flutterwave's hosted checkout, Airtel Money, and the staff's payments API. */
let live: LivePayments;
let token: string;
beforeAll(async () => {
  live = await startLivePayments();
  token = await live.s.login();
});
afterAll(() => live.close());

const cardDonation = (email: string, extra: Record<string, unknown> = {}) => ({
  amount: 10000,
  donationType: 'one-time',
  paymentMethod: 'card',
  firstName: 'Ann',
  lastName: 'Smith',
  email,
  ...extra,
});
async function startCard(email: string) {
  const res = await live.s.request('/api/donations', { method: 'POST', json: cardDonation(email) });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { paymentId: string; status: 'pending'; redirectUrl: string } }).data;
}
const status = async (id: string) =>
  ((await (await live.s.request(`/api/payments/${id}`)).json()) as { data: Record<string, unknown> }).data;

describe('cards (Flutterwave Standard)', () => {
  it('sends the payer to the hosted page with no card field asked, and settles on a webhook it confirms', async () => {
    const pending = await startCard('ann@example.org');
    expect(pending.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(await status(pending.paymentId)).toMatchObject({ status: 'pending', redirectUrl: pending.redirectUrl });
    const sent = live.flutterwave.requests.at(-1)!.body as { customer: { email: string } };
    expect(sent.customer.email).toBe('ann@example.org');

    const before = await counts(live.s);
    live.flutterwave.complete(pending.paymentId);
    // A wrong hash is nobody we know: nothing changes.
    expect(await live.flutterwave.webhook(pending.paymentId, live.callbackUrl('flutterwave'), 'x'.repeat(27))).toBe(
      200,
    );
    expect((await status(pending.paymentId)).status).toBe('pending');
    expect(await live.flutterwave.webhook(pending.paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH)).toBe(200);
    expect(await status(pending.paymentId)).toMatchObject({
      status: 'succeeded',
      reference: expect.stringMatching(/^DN-/),
    });
    expect(await counts(live.s)).toEqual({ ...before, donations: before.donations + 1, mails: before.mails + 1 });
  });

  it('refuses a checkout paid with another amount, with its message', async () => {
    live.flutterwave.script('tamper@example.org', { status: 'successful', paidAmount: 100 });
    const pending = await startCard('tamper@example.org');
    live.flutterwave.complete(pending.paymentId);
    await live.flutterwave.webhook(pending.paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH);
    expect(await status(pending.paymentId)).toEqual({
      status: 'failed',
      reason: declineText('amount_mismatch'),
      reference: null,
      kind: 'donation',
    });
  });

  it('takes a gift order by card with the payer e-mail, in dollars', async () => {
    const [gift] = await live.s.database.db
      .insert(gifts)
      .values({ name: 'Books', description: 'd', priceCents: 1250, category: 'education', quantity: 1 })
      .returning({ id: gifts.id });
    const res = await live.s.request('/api/orders', {
      method: 'POST',
      json: testBuyerOrder([gift!.id], { paymentMethod: 'card', payer: { email: 'buyer@example.org' } }),
    });
    expect(res.status).toBe(202);
    const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
    // Mobile money is taken in francs: the dollar cart is charged at the configured rate, rounded up.
    const mobile = await live.s.request('/api/orders', {
      method: 'POST',
      json: testBuyerOrder([gift!.id], { paymentMethod: 'mobile', paymentDetails: { phone: '0788123456' } }),
    });
    expect(mobile.status).toBe(202);
    const mobileId = ((await mobile.json()) as { data: { paymentId: string } }).data.paymentId;
    const [francs] = await live.s.database.db.select().from(payments).where(eq(payments.id, mobileId));
    expect(francs).toMatchObject({ provider: 'mtn-momo', currency: 'RWF', amountMinor: 18_125 });
    live.flutterwave.complete(paymentId);
    const check = await live.s.request(`/api/payments/${paymentId}/check`, { method: 'POST', token });
    expect(await check.json()).toEqual({ data: { _id: paymentId, status: 'succeeded' } });
    expect(await status(paymentId)).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^OR-/) });
  });
});

describe('Airtel Money', () => {
  it('pushes the prompt with no PIN and settles on its callback, confirmed by an enquiry', async () => {
    const res = await live.s.request('/api/donations', {
      method: 'POST',
      json: { ...cardDonation('a@example.org'), paymentMethod: 'airtime', phone: '0731234567' },
    });
    // Airtime has no live provider: off once real money is taken.
    expect(res.status).toBe(400);
    const momo = await live.s.request('/api/donations', {
      method: 'POST',
      json: { ...cardDonation('a@example.org'), paymentMethod: 'momo', phone: '0731234567' },
    });
    expect(momo.status).toBe(202);
    const { paymentId } = ((await momo.json()) as { data: { paymentId: string } }).data;
    const [row] = await live.s.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.provider).toBe('airtel-money');
    expect(await live.airtel.callback(row!.providerRef!, live.callbackUrl('airtel-money'))).toBe(200);
    expect((await status(paymentId)).status).toBe('succeeded');
  });
});

describe("staff's payments API", () => {
  it('lists every attempt with its status and reason, and tells the mode', async () => {
    const mode = await live.s.request('/api/payments/mode', { token });
    expect(await mode.json()).toEqual({
      data: { live: true, routes: { card: 'flutterwave', mtn: 'mtn-momo', airtel: 'airtel-money', airtime: 'off' } },
    });
    const failed = await live.s.request('/api/payments?status=failed', { token });
    const page = (await failed.json()) as { data: Record<string, unknown>[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.data[0]).toMatchObject({
      kind: 'donation',
      method: 'card',
      provider: 'flutterwave',
      amount: 10000,
      currency: 'RWF',
      status: 'failed',
      reason: declineText('amount_mismatch'),
    });
    const all = (await (await live.s.request('/api/payments?pageSize=100', { token })).json()) as { total: number };
    expect(all.total).toBe((await counts(live.s)).payments);
    expect((await live.s.request('/api/payments')).status).toBe(401);
    expect((await live.s.request(`/api/payments/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await live.s.request('/api/payments/not-an-id')).status).toBe(404);
  });
});
