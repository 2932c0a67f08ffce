import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MomoDouble, startMomoDouble } from '../../../../../tests/doubles/momo';
import { type HttpDouble, startHttpDouble } from '../../../../../tests/doubles/http-double';
import type { PaymentProvider, PaymentRequest } from '~/server/giving/payments/provider';
import { callProvider } from './http';
import { declineText } from './messages';
import { type MomoSettings, createMtnMomoProvider } from './mtn-momo';

let double: MomoDouble;
let receiver: HttpDouble;
let clock = Date.now();
const now = () => clock;
const settingsFor = (d: MomoDouble, overrides: Partial<MomoSettings> = {}): MomoSettings => ({
  ...d.settings,
  callbackUrl: `${receiver.url}/api/payments/callback/mtn-momo`,
  ...overrides,
});
const pay = (phone: string, extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: randomUUID(),
  amountMinor: 5000,
  currency: 'RWF',
  description: "Donation to the children's fund",
  instrument: { type: 'mobile-money', phone, pin: '4821' },
  ...extra,
});
/** A request-to-pay, then its status polled once. */
async function payAndPoll(momo: PaymentProvider, phone: string) {
  const pending = await momo.requestToPay(pay(phone));
  return { pending, status: await momo.getStatus(pending.providerRef!) };
}

beforeAll(async () => {
  double = await startMomoDouble({ now, callbackHost: '127.0.0.1' });
  receiver = await startHttpDouble(() => ({ status: 200 }));
});
afterAll(async () => {
  await double.close();
  await receiver.close();
});

describe('MTN MoMo collection', () => {
  it('asks the payer to approve, never sends the PIN, and is approved on the next poll', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    const request = pay('078 812 3456');
    const pending = await momo.requestToPay(request);
    expect(pending).toEqual({ status: 'pending', providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const sent = double.requests.find((r) => r.headers['x-reference-id'] === pending.providerRef)!;
    expect(sent.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
      'x-target-environment': 'mtnrwanda',
      'x-callback-url': `${receiver.url}/api/payments/callback/mtn-momo`,
      'ocp-apim-subscription-key': double.settings.subscriptionKey,
    });
    expect(sent.body).toEqual({
      amount: '5000',
      currency: 'RWF',
      externalId: request.reference,
      payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
      payerMessage: 'Donation to the children s fund',
      payeeNote: 'Donation to the children s fund',
    });
    expect(await momo.getStatus(pending.providerRef!)).toEqual({
      status: 'approved',
      providerRef: pending.providerRef,
    });
    expect(double.requests.some((r) => r.raw.includes('4821') || JSON.stringify(r.headers).includes('4821'))).toBe(
      false,
    );
  });

  it.each([
    ['APPROVAL_REJECTED', 'approval_rejected', 'The payment was declined on the phone. Nothing was taken.'],
    [
      'EXPIRED',
      'expired',
      'The payment request expired before it was approved. Please try again and approve it on your phone.',
    ],
    [
      'PAYER_NOT_FOUND',
      'payer_not_found',
      'This number is not registered for mobile money. Please check the number or choose another payment method.',
    ],
    [
      'NOT_ENOUGH_FUNDS',
      'not_enough_funds',
      'There is not enough money on this mobile money account. Please top up or choose another payment method.',
    ],
    [
      'PAYER_LIMIT_REACHED',
      'payer_limit_reached',
      'This payment is over the limit of this mobile money account. Please try a smaller amount or another payment method.',
    ],
    [
      'INTERNAL_PROCESSING_ERROR',
      'provider_error',
      'The mobile money service could not complete the payment. Please try again later or choose another payment method.',
    ],
    [
      'COULD_NOT_PERFORM_TRANSACTION',
      'not_approved_in_time',
      'The payment was not approved in time. Please try again and enter your PIN on your phone when asked.',
    ],
    [
      'SENDER_ACCOUNT_NOT_ACTIVE',
      'account_blocked',
      'This mobile money account cannot make payments right now. Please contact your provider or choose another payment method.',
    ],
    ['SOMETHING_NEW', 'declined', 'The payment was declined. Please try another payment method.'],
  ])('a FAILED %s is declined as %s with its own message', async (reason, detail, message) => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    double.script('250791000001', { outcome: { reason } });
    const { pending, status } = await payAndPoll(momo, '0791000001');
    expect(status).toEqual({ status: 'declined', providerRef: pending.providerRef, reason: 'payer_declined', detail });
    expect(declineText(detail as never)).toBe(message);
  });

  it('sees a late approval (after polls, after a while) by polling; a payer who never answers stays pending', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    double.script('250782000002', { outcome: 'SUCCESSFUL', afterPolls: 2 });
    const { pending, status } = await payAndPoll(momo, '0782000002');
    expect(status.status).toBe('pending');
    expect((await momo.getStatus(pending.providerRef!)).status).toBe('pending');
    expect((await momo.getStatus(pending.providerRef!)).status).toBe('approved');

    double.script('250782000005', { outcome: 'SUCCESSFUL', afterMs: 90_000 });
    const slow = await momo.requestToPay(pay('0782000005'));
    expect((await momo.getStatus(slow.providerRef!)).status).toBe('pending');
    clock += 91_000; // the payer approves a minute and a half later
    expect((await momo.getStatus(slow.providerRef!)).status).toBe('approved');

    double.script('250782000003', { outcome: 'never' });
    const never = await payAndPoll(momo, '0782000003');
    for (let i = 0; i < 5; i++) expect((await momo.getStatus(never.pending.providerRef!)).status).toBe('pending');
  });

  it('declines an approval for another amount than the one asked', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    double.script('250782000004', { outcome: 'SUCCESSFUL', paidAmount: '50' });
    const pending = await momo.requestToPay(pay('0782000004'));
    const expected = { amountMinor: 5000, currency: 'RWF' as const };
    expect(await momo.getStatus(pending.providerRef!, expected)).toMatchObject({
      status: 'declined',
      detail: 'amount_mismatch',
    });
  });

  it('refuses a number that is not a Rwandan MTN one before asking MoMo', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    const before = double.requests.length;
    await expect(momo.requestToPay(pay('0751234567'))).rejects.toMatchObject({ statusCode: 400 });
    expect(double.requests.length).toBe(before);
    expect(momo.supports({ type: 'mobile-money', phone: '0731234567', pin: '' })).toBe(false);
    expect(momo.supports({ type: 'mobile-money', phone: '0781234567', pin: '' })).toBe(true);
    expect(momo.supports({ type: 'card', number: '4242424242424242', expiry: '', cvc: '', name: '' })).toBe(false);
  });

  it('is refused by MoMo when the callback host is not the one registered for the API user', async () => {
    const momo = createMtnMomoProvider(settingsFor(double, { callbackUrl: 'https://elsewhere.example/cb' }), { now });
    await expect(momo.requestToPay(pay('0788123456'))).rejects.toMatchObject({
      statusCode: 503,
      failure: 'server_error',
    });
  });

  it('uses a fresh X-Reference-Id per attempt; MoMo refuses one used twice', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    const request = pay('0788123456');
    const [a, b] = [await momo.requestToPay(request), await momo.requestToPay(request)];
    expect(a.providerRef).not.toBe(b.providerRef);
    const sent = double.requests.find((r) => r.headers['x-reference-id'] === a.providerRef)!;
    const again = await callProvider({
      method: 'POST',
      url: `${double.url}/collection/v1_0/requesttopay`,
      headers: sent.headers as Record<string, string>,
      json: sent.body,
      timeoutMs: 10_000,
    });
    expect(again).toMatchObject({ ok: true, status: 409, body: { code: 'RESOURCE_ALREADY_EXIST' } });
    const malformed = await callProvider({
      method: 'POST',
      url: `${double.url}/collection/v1_0/requesttopay`,
      headers: { ...(sent.headers as Record<string, string>), 'x-reference-id': 'order-17' },
      json: sent.body,
      timeoutMs: 10_000,
    });
    expect(malformed).toMatchObject({ ok: true, status: 400 });
  });
});

describe('MTN MoMo callbacks', () => {
  it('reads the callback MoMo sends, but only as the reference to ask about', async () => {
    const momo = createMtnMomoProvider(settingsFor(double), { now });
    const request = pay('0788123456');
    const pending = await momo.requestToPay(request);
    expect(await double.callback(pending.providerRef!)).toBe(200);
    const delivered = receiver.requests.at(-1)!;
    expect(delivered.method).toBe('PUT');
    expect(delivered.path).toBe('/api/payments/callback/mtn-momo');
    expect(await momo.parseWebhook(delivered.headers, Buffer.from(delivered.raw))).toEqual({
      reference: request.reference,
      claimed: 'approved',
    });
    expect(await momo.parseWebhook({}, Buffer.from('not json'))).toBeNull();
    expect(await momo.parseWebhook({}, Buffer.from('{"status":"SUCCESSFUL"}'))).toBeNull();
    expect(await momo.parseWebhook({}, Buffer.from('{"status":"PAID","externalId":"x"}'))).toBeNull();
  });
});
