import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '~/server/core/db/schema';
import { type LivePayments, counts, later, startLivePayments } from '~test/live-payments';
import { momoDonation, mtnNumbers, partyId } from '~test/payers';
import { checkPayment } from './check';
import { runPaymentPollerPass } from './poller';
import { declineText } from './providers/messages';

/** MTN MoMo end to end against its double: request-to-pay, callbacks, the poller. */
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments();
});
afterAll(() => live.close());

/** A fresh MTN number per test (the double scripts outcomes by number). */
const mtnNumber = mtnNumbers(100_000);
const donation = momoDonation;
async function donate(phone: string) {
  const res = await live.s.request('/api/donations', { method: 'POST', json: donation(phone) });
  expect(res.status).toBe(202);
  const body = (await res.json()) as { data: { paymentId: string; status: string } };
  expect(body.data.status).toBe('pending');
  return body.data.paymentId;
}
const status = async (id: string) =>
  ((await (await live.s.request(`/api/payments/${id}`)).json()) as { data: Record<string, unknown> }).data;
const referenceOf = async (id: string) =>
  (await live.s.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.providerRef!;

describe('MTN MoMo', () => {
  it('asks for no PIN, answers 202 pending, and a confirmed callback settles it once with its receipt', async () => {
    const phone = mtnNumber();
    const before = await counts(live.s);
    const id = await donate(phone);
    expect(await status(id)).toEqual({ status: 'pending', reference: null, kind: 'donation' });
    expect(await counts(live.s)).toEqual({ ...before, payments: before.payments + 1 });

    // Donation Records show settled money only.
    const token = await live.s.login();
    const records = async () =>
      ((await (await live.s.request('/api/donations', { token })).json()) as { total: number }).total;
    const listed = await records();

    const ref = await referenceOf(id);
    expect(await live.momo.callback(ref, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    expect(await records()).toBe(listed + 1);
    const settled = await status(id);
    expect(settled).toEqual({
      status: 'succeeded',
      reference: expect.stringMatching(/^DN-[0-9A-F]{8}$/),
      kind: 'donation',
    });
    const after = await counts(live.s);
    expect(after).toEqual({ payments: before.payments + 1, donations: before.donations + 1, mails: before.mails + 1 });

    // The same callback again, by PUT and by POST: 200, nothing written twice.
    expect(await live.momo.callback(ref, { url: live.callbackUrl('mtn-momo'), method: 'POST' })).toBe(200);
    expect(await live.momo.callback(ref, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    expect(await counts(live.s)).toEqual(after);
    expect(await status(id)).toEqual(settled);
  });

  it('answers each decline reason with its own message, found by the poller without any callback', async () => {
    const reasons = {
      APPROVAL_REJECTED: 'approval_rejected',
      NOT_ENOUGH_FUNDS: 'not_enough_funds',
      PAYER_NOT_FOUND: 'payer_not_found',
      PAYER_LIMIT_REACHED: 'payer_limit_reached',
    } as const;
    for (const [reason, detail] of Object.entries(reasons)) {
      const phone = mtnNumber();
      live.momo.script(partyId(phone), { outcome: { reason } });
      const id = await donate(phone);
      await runPaymentPollerPass(live.deps, later(10_000));
      expect(await status(id), reason).toEqual({
        status: 'failed',
        reason: declineText(detail),
        kind: 'donation',
        reference: null,
      });
    }
  });

  it('waits while the payer has not approved, and settles on the poll after the approval', async () => {
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'SUCCESSFUL', afterPolls: 2 });
    const id = await donate(phone);
    const before = await counts(live.s);
    await runPaymentPollerPass(live.deps, later(10_000));
    expect((await status(id)).status).toBe('pending');
    // Backed off: not due again a moment later.
    expect(await runPaymentPollerPass(live.deps, later(11_000))).toBe(0);
    await runPaymentPollerPass(live.deps, later(30_000));
    expect((await status(id)).status).toBe('pending');
    await runPaymentPollerPass(live.deps, later(60_000));
    expect((await status(id)).status).toBe('succeeded');
    expect(await counts(live.s)).toEqual({ ...before, donations: before.donations + 1, mails: before.mails + 1 });
  });

  it('expires a payment never approved, after about five minutes, with its message', async () => {
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'never' });
    const id = await donate(phone);
    await runPaymentPollerPass(live.deps, later(5 * 60_000));
    expect((await status(id)).status).toBe('pending');
    await runPaymentPollerPass(live.deps, later(7 * 60_000));
    expect(await status(id)).toEqual({
      status: 'expired',
      reason: declineText('expired'),
      reference: null,
      kind: 'donation',
    });
  });

  it('backs off from PAYMENT_FIRST_CHECK_MS when it is set (the browser tests set a second), else from 5 s', async () => {
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'never' });
    const id = await donate(phone);
    const row = async () => (await live.s.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
    const now = later(10_000);
    await checkPayment(
      { ...live.deps, config: { ...live.deps.config, PAYMENT_FIRST_CHECK_MS: 1000 } },
      await row(),
      now,
    );
    expect((await row()).nextCheckAt!.getTime() - now.getTime()).toBe(2000);
    await checkPayment(live.deps, await row(), now);
    expect((await row()).nextCheckAt!.getTime() - now.getTime()).toBe(20_000);
  });

  it('believes no callback: a forged one changes nothing; an unknown provider is 404', async () => {
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'never' });
    const id = await donate(phone);
    const ref = await referenceOf(id);
    const forged = { externalId: id, referenceId: ref, status: 'SUCCESSFUL', amount: '5000', currency: 'RWF' };
    for (const method of ['POST', 'PUT'])
      expect((await live.s.request('/api/payments/callback/mtn-momo', { method, json: forged })).status).toBe(200);
    expect((await live.s.request('/api/payments/callback/mtn-momo', { method: 'POST', body: 'not json' })).status).toBe(
      200,
    );
    expect((await status(id)).status).toBe('pending');
    expect((await live.s.request('/api/payments/callback/paypal', { method: 'POST', json: forged })).status).toBe(404);
    expect((await live.s.request('/api/payments/callback/sandbox', { method: 'POST', json: forged })).status).toBe(404);
    const big = await live.s.request('/api/payments/callback/mtn-momo', {
      method: 'POST',
      json: { x: 'y'.repeat(20_000) },
    });
    expect(big.status).toBe(413);
  });

  it('never passes on or keeps a PIN sent anyway', async () => {
    // Five digits: no random id, token or MSISDN around it splits into this word by chance (a four-digit PIN
    // once matched a group of a random UUID in the double's log).
    const pin = '48213';
    const res = await live.s.request('/api/donations', {
      method: 'POST',
      json: donation(mtnNumber(), { pin }),
    });
    expect(res.status).toBe(202);
    const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
    const words = (text: string) => text.split(/[^0-9A-Za-z]+/);
    const sent = JSON.stringify(live.momo.requests.map((r) => [r.headers, r.raw]));
    expect(words(sent)).not.toContain(pin);
    expect(sent).not.toMatch(/\bpin\b/i);
    const [row] = await live.s.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toBeDefined();
    expect(words(JSON.stringify(row))).not.toContain(pin);
  });

  it('gets a new token when the cached one is refused, and settles', async () => {
    const phone = mtnNumber();
    const id = await donate(phone);
    live.momo.expireTokens();
    await runPaymentPollerPass(live.deps, later(10_000));
    expect((await status(id)).status).toBe('succeeded');
  });
});

describe('a method with no live provider', () => {
  it('says it is not available, never asking for a PIN the live page has no field for', async () => {
    const unavailable = { message: 'This payment method is not available at the moment. Please choose another one.' };
    // Airtime: no provider takes it live (docs/payments.md).
    const res = await live.s.request('/api/donations', {
      method: 'POST',
      json: donation(mtnNumber(), { paymentMethod: 'airtime' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(unavailable);
  });
});
