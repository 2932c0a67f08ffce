import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlutterwaveDouble, startFlutterwaveDouble } from '../../../../../tests/doubles/flutterwave';
import { type HttpDouble, startHttpDouble } from '../../../../../tests/doubles/http-double';
import type { PaymentProvider, PaymentRequest } from '~/server/giving/payments/provider';
import { type FlutterwaveSettings, createFlutterwaveProvider, isOurWebhookHash } from './flutterwave';
import { declineText } from './messages';

const HASH = 'a-long-secret-webhook-hash-0123456789';
let double: FlutterwaveDouble;
let receiver: HttpDouble;
let cards: PaymentProvider;
const settings = (overrides: Partial<FlutterwaveSettings> = {}): FlutterwaveSettings => ({
  ...double.settings,
  webhookHash: HASH,
  returnUrl: (reference) => `https://charity.example/payments/${reference}`,
  title: 'Hope for Musanze Children',
  ...overrides,
});
const pay = (email: string, amountMinor = 2550, currency: 'USD' | 'RWF' = 'USD'): PaymentRequest => ({
  reference: randomUUID(),
  amountMinor,
  currency,
  description: 'Gift order',
  instrument: { type: 'card', number: '4242424242424242', expiry: '12/29', cvc: '123', name: 'Ada' },
  payer: { email, name: 'Ada Uwase' },
});
const webhookUrl = () => `${receiver.url}/api/payments/callback/flutterwave`;
/** The webhook as our route would see it: headers and the raw body. */
const lastDelivery = () => {
  const r = receiver.requests.at(-1)!;
  return [r.headers, Buffer.from(r.raw)] as const;
};

beforeAll(async () => {
  double = await startFlutterwaveDouble();
  receiver = await startHttpDouble(() => ({ status: 200 }));
  cards = createFlutterwaveProvider(settings());
});
afterAll(async () => {
  await double.close();
  await receiver.close();
});

describe('Flutterwave Standard', () => {
  it('answers pending with the hosted checkout link, sending nothing of the card', async () => {
    const request = pay('ada@example.org');
    const outcome = await cards.requestToPay(request);
    expect(outcome).toEqual({
      status: 'pending',
      providerRef: request.reference,
      redirectUrl: `${double.url}/v3/hosted/pay/${request.reference}`,
    });
    const sent = double.requests.find((r) => r.path === '/v3/payments')!;
    expect(sent.headers.authorization).toBe(`Bearer ${double.settings.secretKey}`);
    expect(sent.body).toEqual({
      tx_ref: request.reference,
      amount: 25.5,
      currency: 'USD',
      redirect_url: `https://charity.example/payments/${request.reference}`,
      customer: { email: 'ada@example.org', name: 'Ada Uwase' },
      customizations: { title: 'Hope for Musanze Children', description: 'Gift order' },
    });
    expect(double.requests.some((r) => /4242|12\/29|"123"/.test(r.raw))).toBe(false);
  });

  it('is pending until the payer completes the checkout, then verified', async () => {
    const request = pay('ben@example.org', 10_000, 'RWF');
    await cards.requestToPay(request);
    const expected = { amountMinor: 10_000, currency: 'RWF' as const };
    expect(await cards.getStatus(request.reference, expected)).toEqual({
      status: 'pending',
      providerRef: request.reference,
    });
    expect(double.complete(request.reference)).toContain(`tx_ref=${request.reference}`);
    // The card paid is tokenized: a monthly plan keeps the token (recurring/charge.ts).
    expect(await cards.getStatus(request.reference, expected)).toEqual({
      status: 'approved',
      providerRef: request.reference,
      cardToken: expect.stringMatching(/^flw-t1nf-[0-9a-f]{32}-m03k$/),
      // Its expiry month only (a plan warns before it runs out), never the card's "MM/YY" as given.
      cardExpiry: '2032-09',
    });
  });

  it("keeps the fee Flutterwave reports (verify's app_fee), for the journal (docs/accounting.md)", async () => {
    double.script('fee@example.org', { status: 'successful', appFee: 0.36 });
    const request = pay('fee@example.org');
    await cards.requestToPay(request);
    double.complete(request.reference);
    expect(await cards.getStatus(request.reference, { amountMinor: 2550, currency: 'USD' })).toMatchObject({
      status: 'approved',
      feeMinor: 36,
    });
  });

  it('declines a successful charge of another amount or currency than asked', async () => {
    double.script('low@example.org', { status: 'successful', paidAmount: 1 });
    double.script('ngn@example.org', { status: 'successful', paidCurrency: 'NGN' });
    for (const email of ['low@example.org', 'ngn@example.org']) {
      const request = pay(email);
      await cards.requestToPay(request);
      double.complete(request.reference);
      expect(await cards.getStatus(request.reference, { amountMinor: 2550, currency: 'USD' })).toEqual({
        status: 'declined',
        providerRef: request.reference,
        reason: 'payer_declined',
        detail: 'amount_mismatch',
      });
    }
    expect(declineText('amount_mismatch')).toMatch(/did not match the amount due/);
  });

  it('declines failed and cancelled card payments with their messages', async () => {
    double.script('failed@example.org', { status: 'failed' });
    double.script('cancel@example.org', { status: 'cancelled' });
    for (const [email, detail] of [
      ['failed@example.org', 'card_failed'],
      ['cancel@example.org', 'cancelled'],
    ] as const) {
      const request = pay(email);
      await cards.requestToPay(request);
      double.complete(request.reference);
      const outcome = await cards.getStatus(request.reference, { amountMinor: 2550, currency: 'USD' });
      expect(outcome).toMatchObject({ status: 'declined', reason: 'card_declined', detail });
    }
    expect(declineText('card_failed')).toBe(
      'The card payment did not go through. Please try again or use another card.',
    );
  });

  it('never approves without the amount to check against', async () => {
    await expect(cards.getStatus(randomUUID())).rejects.toThrow(/expected amount/);
  });

  it('is unavailable on a wrong key, a 500 or a hang, without the key in the error', async () => {
    const wrong = createFlutterwaveProvider(settings({ secretKey: 'FLWSECK-wrong-999' }));
    const error = await wrong.requestToPay(pay('x@example.org')).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 503, failure: 'unauthorized' });
    expect(`${JSON.stringify(error)} ${(error as Error).stack}`).not.toContain('FLWSECK');
    double.fault('/v3/payments', 'server-error');
    await expect(cards.requestToPay(pay('x@example.org'))).rejects.toMatchObject({ failure: 'server_error' });
    const slow = createFlutterwaveProvider(settings(), { timeoutMs: 2000 });
    double.fault('/verify_by_reference', 'hang');
    expect(await slow.getStatus('abc', { amountMinor: 1, currency: 'USD' })).toEqual({
      status: 'unavailable',
      cause: 'timeout',
      providerRef: 'abc',
    });
  });
});

describe('Flutterwave webhooks', () => {
  it('reads a webhook with the right verif-hash, to be confirmed by verification', async () => {
    const request = pay('hook@example.org');
    await cards.requestToPay(request);
    double.complete(request.reference);
    expect(await double.webhook(request.reference, webhookUrl(), HASH)).toBe(200);
    expect(await cards.parseWebhook(...lastDelivery())).toEqual({
      reference: request.reference,
      providerRef: request.reference,
      claimed: 'approved',
    });
  });

  it('ignores a webhook with a wrong hash, a hash of another length, or none', async () => {
    const request = pay('forged@example.org');
    await cards.requestToPay(request);
    double.complete(request.reference);
    for (const hash of [HASH.replace(/.$/, 'X'), `${HASH}0`, HASH.slice(0, 5), '']) {
      await double.webhook(request.reference, webhookUrl(), hash);
      expect(await cards.parseWebhook(...lastDelivery()), hash).toBeNull();
    }
    const [headers, body] = lastDelivery();
    const { 'verif-hash': _, ...withoutHash } = headers;
    expect(await cards.parseWebhook(withoutHash, body)).toBeNull();
    expect(await cards.parseWebhook({ 'verif-hash': HASH }, Buffer.from('not json'))).toBeNull();
    expect(isOurWebhookHash(HASH, HASH)).toBe(true);
    expect(isOurWebhookHash(HASH, '')).toBe(false);
    // Same number of characters, not of bytes: refused, not thrown by timingSafeEqual.
    expect(isOurWebhookHash('é', 'a')).toBe(false);
  });
});
