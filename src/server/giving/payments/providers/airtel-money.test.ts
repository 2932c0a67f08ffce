import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AirtelDouble, startAirtelDouble } from '../../../../../tests/doubles/airtel';
import { type HttpDouble, startHttpDouble } from '../../../../../tests/doubles/http-double';
import type { PaymentRequest } from '~/server/giving/payments/provider';
import { type AirtelSettings, createAirtelMoneyProvider } from './airtel-money';
import { declineText } from './messages';
import { PaymentProviderUnavailableError } from './unavailable-error';

let double: AirtelDouble;
let receiver: HttpDouble;
let clock = 1_700_000_000_000;
const now = () => clock;
const airtel = (overrides: Partial<AirtelSettings> = {}, timeoutMs?: number) =>
  createAirtelMoneyProvider({ ...double.settings, ...overrides }, { now, timeoutMs });
const pay = (phone: string): PaymentRequest => ({
  reference: randomUUID(),
  amountMinor: 2500,
  currency: 'RWF',
  description: 'Sponsorship',
  instrument: { type: 'mobile-money', phone, pin: '9137' },
});

beforeAll(async () => {
  double = await startAirtelDouble({ now });
  receiver = await startHttpDouble(() => ({ status: 200 }));
});
afterAll(async () => {
  await double.close();
  await receiver.close();
});

describe('Airtel Money collections', () => {
  it('sends a USSD push for our reference and the number without country code, never the PIN', async () => {
    const provider = airtel();
    const request = pay('+250 733 123 456');
    expect(await provider.requestToPay(request)).toEqual({ status: 'pending', providerRef: request.reference });
    const sent = double.requests.find((r) => r.path === '/merchant/v1/payments/')!;
    expect(sent.headers).toMatchObject({ 'x-country': 'RW', 'x-currency': 'RWF', authorization: /^Bearer / });
    expect(sent.body).toEqual({
      reference: 'Sponsorship',
      subscriber: { country: 'RW', currency: 'RWF', msisdn: '733123456' },
      transaction: { amount: 2500, country: 'RW', currency: 'RWF', id: request.reference },
    });
    expect(double.requests.some((r) => r.raw.includes('9137'))).toBe(false);
    expect(await provider.getStatus(request.reference)).toEqual({ status: 'approved', providerRef: request.reference });
  });

  it('maps TS, TF with its response code, TE, TIP and TA', async () => {
    const provider = airtel();
    const cases = [
      ['730000001', { outcome: 'TF', responseCode: 'DP00800001007' }, 'declined', 'not_enough_funds'],
      ['730000002', { outcome: 'TF', responseCode: 'DP00800001002' }, 'declined', 'wrong_pin'],
      ['730000003', { outcome: 'TF', responseCode: 'DP00800001008' }, 'declined', 'approval_rejected'],
      ['730000004', { outcome: 'TF', responseCode: 'DP00800009999' }, 'declined', 'declined'],
      ['730000005', { outcome: 'TE' }, 'declined', 'expired'],
      ['730000006', { outcome: 'TIP' }, 'pending', undefined],
      ['730000007', { outcome: 'TA' }, 'pending', undefined],
      ['730000008', { outcome: 'TS', afterPolls: 1 }, 'pending', undefined],
    ] as const;
    for (const [msisdn, script, status, detail] of cases) {
      double.script(msisdn, script);
      const { providerRef } = await provider.requestToPay(pay(`0${msisdn}`));
      const outcome = await provider.getStatus(providerRef!);
      expect(outcome, msisdn).toMatchObject({ status, providerRef });
      if (detail) expect(outcome).toMatchObject({ detail });
    }
    expect(declineText('wrong_pin')).toBe('The PIN entered on the phone was incorrect. Please try again.');
    const late = [...double.transactions.values()].find((t) => t.msisdn === '730000008')!;
    expect(await provider.getStatus(late.id)).toMatchObject({ status: 'approved' });
  });

  it('reads the TS and TF callbacks, to be confirmed by an enquiry', async () => {
    const provider = airtel();
    double.script('720000001', { outcome: 'TF', responseCode: 'DP00800001007' });
    const ok = pay('0733 000 001');
    const no = pay('0720000001');
    await provider.requestToPay(ok);
    await provider.requestToPay(no);
    const callbackUrl = `${receiver.url}/api/payments/callback/airtel-money`;
    expect(await double.callback(ok.reference, callbackUrl)).toBe(200);
    expect(await double.callback(no.reference, callbackUrl)).toBe(200);
    const [a, b] = receiver.requests.slice(-2).map((r) => provider.parseWebhook(r.headers, Buffer.from(r.raw)));
    expect(await a).toEqual({ reference: ok.reference, providerRef: ok.reference, claimed: 'approved' });
    expect(await b).toEqual({ reference: no.reference, providerRef: no.reference, claimed: 'declined' });
    expect(await provider.parseWebhook({}, Buffer.from('{"transaction":{"id":"x","status_code":"OK"}}'))).toBeNull();
    expect(await provider.getStatus(no.reference)).toMatchObject({ status: 'declined', detail: 'not_enough_funds' });
  });

  it('caches its short-lived token, renews it, and retries once on a refused one', async () => {
    const provider = airtel();
    const before = double.tokensIssued();
    await Promise.all([provider.requestToPay(pay('0730000100')), provider.requestToPay(pay('0730000101'))]);
    expect(double.tokensIssued() - before).toBe(1);
    clock += 150 * 1000; // the token lives 180 s; past 144 s it is renewed
    await provider.requestToPay(pay('0730000102'));
    expect(double.tokensIssued() - before).toBe(2);
    double.expireTokens();
    expect((await provider.requestToPay(pay('0730000103'))).status).toBe('pending');
    expect(double.tokensIssued() - before).toBe(3);
  });

  it('is unavailable, typed and without secrets, on refused keys, a hang or a 500', async () => {
    const wrong = airtel({ clientSecret: 'not-the-secret-42' });
    const refused = await wrong.requestToPay(pay('0730000200')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderUnavailableError);
    expect(refused).toMatchObject({ statusCode: 503, failure: 'unauthorized', providerRef: undefined });
    expect(JSON.stringify(refused) + String((refused as Error).stack)).not.toContain('not-the-secret-42');

    const slow = airtel({}, 2000);
    const warm = pay('0730000201');
    await slow.requestToPay(warm);
    double.fault('/merchant/v1/payments/', 'hang');
    const request = pay('0730000202');
    await expect(slow.requestToPay(request)).rejects.toMatchObject({
      failure: 'timeout',
      providerRef: request.reference,
    });
    double.fault('/standard/v1/payments/', 'server-error');
    expect(await slow.getStatus(warm.reference)).toMatchObject({ status: 'unavailable', cause: 'server_error' });
    double.fault('/standard/v1/payments/', 'hang');
    expect(await slow.getStatus(warm.reference)).toMatchObject({ status: 'unavailable', cause: 'timeout' });
    expect(await slow.getStatus('no/such')).toMatchObject({ status: 'unavailable', cause: 'bad_request' });
  });
});
