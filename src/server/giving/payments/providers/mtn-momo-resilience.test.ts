import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MomoDouble, startMomoDouble } from '../../../../../tests/doubles/momo';
import type { PaymentRequest } from '~/server/giving/payments/provider';
import { type MomoSettings, createMtnMomoProvider } from './mtn-momo';
import { PaymentProviderUnavailableError } from './unavailable-error';

/** Tokens, timeouts and failures: what MoMo does to us besides answering. */
let double: MomoDouble;
let clock = 1_700_000_000_000;
const now = () => clock;
const settings = (overrides: Partial<MomoSettings> = {}): MomoSettings => ({
  ...double.settings,
  callbackUrl: 'https://charity.example/api/payments/callback/mtn-momo',
  ...overrides,
});
const pay = (): PaymentRequest => ({
  reference: randomUUID(),
  amountMinor: 1000,
  currency: 'RWF',
  description: 'Donation',
  instrument: { type: 'mobile-money', phone: '0788123456', pin: '' },
});
async function unavailable(promise: Promise<unknown>): Promise<PaymentProviderUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
  return error as PaymentProviderUnavailableError;
}

beforeAll(async () => {
  double = await startMomoDouble({ now, tokenLifetimeSec: 3600 });
});
afterAll(() => double.close());

describe('MoMo access tokens', () => {
  it('keeps one token for many calls, and concurrent callers share one refresh', async () => {
    const momo = createMtnMomoProvider(settings(), { now });
    const before = double.tokensIssued();
    const results = await Promise.all(Array.from({ length: 6 }, () => momo.requestToPay(pay())));
    expect(results.every((r) => r.status === 'pending')).toBe(true);
    await momo.requestToPay(pay());
    expect(double.tokensIssued() - before).toBe(1);
  });

  it('renews the token before it expires', async () => {
    const momo = createMtnMomoProvider(settings(), { now });
    const before = double.tokensIssued();
    const bearerOfLastPayment = () =>
      double.requests.filter((r) => r.path === '/collection/v1_0/requesttopay').at(-1)!.headers.authorization;
    await momo.requestToPay(pay());
    const first = bearerOfLastPayment();
    clock += 3000 * 1000; // well inside the hour: the same token
    await momo.requestToPay(pay());
    expect(bearerOfLastPayment()).toBe(first);
    clock += 550 * 1000; // 3550 s: not expired yet, but in its last minute
    await momo.requestToPay(pay());
    expect(bearerOfLastPayment()).not.toBe(first);
    expect(double.tokensIssued() - before).toBe(2);
  });

  it('gets a new token once when MoMo refuses a cached one, then carries on', async () => {
    const momo = createMtnMomoProvider(settings(), { now });
    await momo.requestToPay(pay());
    double.expireTokens();
    const before = double.tokensIssued();
    expect((await momo.requestToPay(pay())).status).toBe('pending');
    expect(double.tokensIssued() - before).toBe(1);
  });

  it('says unavailable, without any secret, when our keys are refused', async () => {
    const momo = createMtnMomoProvider(settings({ apiKey: 'wrong-secret-key-123' }), { now });
    const error = await unavailable(momo.requestToPay(pay()));
    expect(error).toMatchObject({ statusCode: 503, failure: 'unauthorized', providerRef: undefined });
    const shown = `${error.message} ${error.stack} ${JSON.stringify(error)}`;
    for (const secret of ['wrong-secret-key-123', double.settings.subscriptionKey, 'Basic', 'Bearer'])
      expect(shown).not.toContain(secret);
    expect(error.message).toBe(
      'The payment service is not answering right now. Nothing has been confirmed; please try again in a few minutes.',
    );
    const status = await momo.getStatus(randomUUID());
    expect(status).toMatchObject({ status: 'unavailable', cause: 'unauthorized' });
  });
});

describe('MoMo failures', () => {
  // Long enough for any real answer on a busy machine; the double's hang never ends.
  const timeoutMs = 2000;

  it('turns a hanging request-to-pay into "unavailable", keeping the reference it may have used', async () => {
    const momo = createMtnMomoProvider(settings(), { now, timeoutMs });
    await momo.getStatus(randomUUID()); // the token is fetched before the hang
    double.fault('/requesttopay', 'hang');
    const error = await unavailable(momo.requestToPay(pay()));
    expect(error.failure).toBe('timeout');
    expect(error.providerRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(double.requests.at(-1)!.headers['x-reference-id']).toBe(error.providerRef);
  });

  it('turns a hanging status check, a 500 and an unreadable answer into "unavailable"', async () => {
    const momo = createMtnMomoProvider(settings(), { now, timeoutMs });
    const { providerRef } = await momo.requestToPay(pay());
    double.fault('/requesttopay/', 'hang');
    expect(await momo.getStatus(providerRef!)).toEqual({ status: 'unavailable', cause: 'timeout', providerRef });
    double.fault('/requesttopay/', 'server-error');
    expect(await momo.getStatus(providerRef!)).toEqual({ status: 'unavailable', cause: 'server_error', providerRef });
    double.fault('/requesttopay/', 'garbage');
    expect(await momo.getStatus(providerRef!)).toEqual({ status: 'unavailable', cause: 'bad_answer', providerRef });
    expect(await momo.getStatus(providerRef!)).toEqual({ status: 'approved', providerRef });
  });

  it('answers 503 when MoMo fails with a 500 or cannot be reached at all', async () => {
    const momo = createMtnMomoProvider(settings(), { now, timeoutMs });
    double.fault('/requesttopay', 'server-error');
    expect(await unavailable(momo.requestToPay(pay()))).toMatchObject({ statusCode: 503, failure: 'server_error' });
    const nowhere = createMtnMomoProvider(settings({ baseUrl: 'http://127.0.0.1:9' }), { now, timeoutMs });
    expect(await unavailable(nowhere.requestToPay(pay()))).toMatchObject({ failure: 'network' });
    const token = createMtnMomoProvider(settings(), { now, timeoutMs });
    double.fault('/collection/token/', 'server-error');
    expect(await unavailable(token.requestToPay(pay()))).toMatchObject({ failure: 'server_error' });
  });

  it('treats a status for a reference MoMo never received as failed', async () => {
    const momo = createMtnMomoProvider(settings(), { now });
    expect(await momo.getStatus(randomUUID())).toMatchObject({ status: 'declined', detail: 'provider_error' });
    expect(await momo.getStatus('../token')).toMatchObject({
      status: 'unavailable',
      cause: 'bad_request',
    });
  });
});
