import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlutterwaveDouble, startFlutterwaveDouble } from '../../../../../tests/doubles/flutterwave';
import type { PaymentProvider, PaymentRequest } from '~/server/giving/payments/provider';
import { type FlutterwaveSettings, createFlutterwaveProvider } from './flutterwave';
import { PaymentProviderUnavailableError } from './unavailable-error';

/** The adapter's tokenized charges (POST /v3/tokenized-charges, then verify), on the double. */
let double: FlutterwaveDouble;
let cards: PaymentProvider;
const settings = (overrides: Partial<FlutterwaveSettings> = {}): FlutterwaveSettings => ({
  ...double.settings,
  webhookHash: 'a-long-secret-webhook-hash-0123456789',
  returnUrl: (reference) => `https://charity.example/payments/${reference}`,
  title: 'Hope for Musanze Children',
  ...overrides,
});
const withToken = (token: string, amountMinor = 15000): PaymentRequest => ({
  reference: randomUUID(),
  amountMinor,
  currency: 'RWF',
  description: 'Monthly donation',
  instrument: { type: 'card', number: '', expiry: '', cvc: '', name: 'Ada', token },
  payer: { email: 'ada@example.org', name: 'Ada' },
});
const expected = { amountMinor: 15000, currency: 'RWF' } as const;

/** A card paid on the hosted page: its verify answer carries the token. */
async function paidCard(): Promise<string> {
  const request = { ...withToken(''), instrument: { ...withToken('').instrument, token: undefined } };
  await cards.requestToPay(request);
  double.complete(request.reference);
  const outcome = await cards.getStatus(request.reference, expected);
  expect(outcome).toMatchObject({ status: 'approved', cardToken: expect.stringMatching(/^flw-t1nf-/) });
  return (outcome as { cardToken: string }).cardToken;
}

beforeAll(async () => {
  double = await startFlutterwaveDouble();
  cards = createFlutterwaveProvider(settings(), { timeoutMs: 1_000 });
});
afterAll(() => double.close());

describe('Flutterwave tokenized charges', () => {
  it('charges the token and approves only once verify confirms it, with nothing of the card sent', async () => {
    const token = await paidCard();
    const request = withToken(token);
    const outcome = await cards.requestToPay(request);
    // With its token, the month the card expires (all a plan keeps of it, to warn before it runs out).
    expect(outcome).toEqual({
      status: 'approved',
      providerRef: request.reference,
      cardToken: token,
      cardExpiry: '2032-09',
    });
    const i = double.requests.findIndex((r) => r.path === '/v3/tokenized-charges');
    expect(double.requests[i]!.body).toEqual({
      token,
      currency: 'RWF',
      country: 'RW',
      amount: 15000,
      email: 'ada@example.org',
      tx_ref: request.reference,
      narration: 'Monthly donation',
    });
    expect(double.requests[i + 1]!.query.get('tx_ref')).toBe(request.reference);
  });

  it('declines a token the issuer refuses, an expired token and an unknown one', async () => {
    const token = await paidCard();
    const issued = double.tokens.tokens.get(token)!;
    issued.state = 'declined';
    expect(await cards.requestToPay(withToken(token))).toMatchObject({ status: 'declined', detail: 'card_failed' });
    issued.state = 'expired';
    expect(await cards.requestToPay(withToken(token))).toMatchObject({ status: 'declined', detail: 'card_failed' });
    const unknown = await cards.requestToPay(withToken('flw-t1nf-0000-m03k'));
    expect(unknown).toMatchObject({ status: 'declined', detail: 'card_failed' });
  });

  it('is unavailable, naming the tx_ref, when the charge may have arrived; without it when our key was refused', async () => {
    const token = await paidCard();
    double.tokens.faults.push({ fault: 'server-error', charged: true });
    const lost = withToken(token);
    const error = await cards.requestToPay(lost).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect(error).toMatchObject({ providerRef: lost.reference });
    expect(JSON.stringify(error)).not.toContain(token);
    // The charge did go through: verify by the same tx_ref finds it.
    expect(await cards.getStatus(lost.reference, expected)).toMatchObject({ status: 'approved' });
    double.fault('/v3/tokenized-charges', 'hang');
    const hung = withToken(token);
    expect(await cards.requestToPay(hung).catch((e: unknown) => e)).toMatchObject({ providerRef: hung.reference });
    expect(await cards.getStatus(hung.reference, expected)).toEqual({ status: 'pending', providerRef: hung.reference });
    const wrongKey = createFlutterwaveProvider(settings({ secretKey: 'FLWSECK_TEST-wrong-X' }));
    const refused = await wrongKey.requestToPay(withToken(token)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((refused as PaymentProviderUnavailableError).providerRef).toBeUndefined();
  });
});
