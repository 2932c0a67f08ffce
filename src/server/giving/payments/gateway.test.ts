import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '~/server/core/config';
import { choosePaymentProvider, createPaymentGateway } from './gateway';
import type { PaymentInstrument } from './provider';

const base = { NODE_ENV: 'test', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '0' };
const MOMO = {
  MOMO_SUBSCRIPTION_KEY: 'momo-subscription-secret',
  MOMO_API_USER: '3f1c9a52-8d2e-4b71-9a0c-5e6f7a8b9c0d',
  MOMO_API_KEY: 'momo-api-secret',
};
const AIRTEL = { AIRTEL_CLIENT_ID: 'airtel-client', AIRTEL_CLIENT_SECRET: 'airtel-client-secret' };
const FLUTTERWAVE = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK-secret-key',
  FLUTTERWAVE_WEBHOOK_HASH: 'webhook-hash-0123456789',
};
const PUBLIC = { PUBLIC_URL: 'https://charity.example' };

const card: PaymentInstrument = { type: 'card', number: '4242424242424242', expiry: '12/29', cvc: '123', name: 'A' };
const momo = (phone: string): PaymentInstrument => ({ type: 'mobile-money', phone, pin: '' });
const airtime: PaymentInstrument = { type: 'airtime', phone: '0788123456', pin: '1234' };
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as Error & { statusCode?: number };
  }
  throw new Error('not refused');
};

describe('payment configuration and routing', () => {
  it('sends everything to the sandbox by default, as before', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
      AIRTEL_BASE_URL: 'https://openapi.airtel.africa',
      FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com',
      MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
      MOMO_CURRENCY: 'RWF',
    });
    const gateway = createPaymentGateway(config);
    expect(gateway.routes).toEqual({ card: 'sandbox', mtn: 'sandbox', airtel: 'sandbox', airtime: 'sandbox' });
    for (const instrument of [card, momo('0788123456'), momo('0731234567'), momo('12 0002'), airtime]) {
      expect(gateway.choose(instrument).name).toBe('sandbox');
      expect(choosePaymentProvider(instrument).name).toBe('sandbox');
    }
  });

  it('routes by network once providers are live, and turns off what has no live provider', () => {
    const gateway = createPaymentGateway(loadConfig({ ...base, ...PUBLIC, ...MOMO }));
    expect(gateway.routes).toEqual({ card: 'off', mtn: 'mtn-momo', airtel: 'off', airtime: 'off' });
    expect(gateway.choose(momo('+250 788 123 456')).name).toBe('mtn-momo');
    expect(gateway.byName('mtn-momo')?.name).toBe('mtn-momo');
    for (const instrument of [card, momo('0731234567'), airtime])
      expect(refusal(() => gateway.choose(instrument))).toMatchObject({
        statusCode: 400,
        message: 'This payment method is not available at the moment. Please choose another one.',
      });
    expect(refusal(() => gateway.choose(momo('0751234567')))).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/Rwandan MTN or Airtel mobile number/),
    });

    const all = createPaymentGateway(loadConfig({ ...base, ...PUBLIC, ...MOMO, ...AIRTEL, ...FLUTTERWAVE }));
    expect(all.choose(card).name).toBe('flutterwave');
    expect(all.choose(momo('0791234567')).name).toBe('mtn-momo');
    expect(all.choose(momo('0721234567')).name).toBe('airtel-money');
    expect(all.choose(momo('0731234567')).supports(momo('0731234567'))).toBe(true);
  });

  it('lets PAYMENT_ROUTES keep a method on the sandbox or turn one off', () => {
    const config = loadConfig({ ...base, ...PUBLIC, ...MOMO, PAYMENT_ROUTES: 'card=sandbox, mtn=off,airtime=sandbox' });
    const gateway = createPaymentGateway(config);
    expect(gateway.routes).toEqual({ card: 'sandbox', mtn: 'off', airtel: 'off', airtime: 'sandbox' });
    expect(gateway.choose(card).name).toBe('sandbox');
  });

  it.each([
    [{ ...PUBLIC, MOMO_API_KEY: 'momo-api-secret' }, 'MOMO_SUBSCRIPTION_KEY, MOMO_API_USER: must be set too'],
    [{ ...PUBLIC, AIRTEL_CLIENT_ID: 'airtel-client' }, 'AIRTEL_CLIENT_SECRET: must be set too'],
    [{ ...PUBLIC, FLUTTERWAVE_SECRET_KEY: 'FLWSECK-secret-key' }, 'FLUTTERWAVE_WEBHOOK_HASH: must be set too'],
    [MOMO, 'PUBLIC_URL: must be set when a payment provider is live'],
    [{ ...PUBLIC, ...MOMO, PAYMENT_ROUTES: 'card=mtn-momo' }, 'PAYMENT_ROUTES: mtn-momo cannot take card payments'],
    [{ ...PUBLIC, ...MOMO, PAYMENT_ROUTES: 'airtel=airtel-money' }, 'airtel-money, whose variables are not set'],
    [{ PAYMENT_ROUTES: 'cards=sandbox' }, 'PAYMENT_ROUTES: "cards=sandbox" is not route=target'],
    [{ ...MOMO, MOMO_API_USER: 'not-a-uuid' }, 'MOMO_API_USER: must be the API user id (a UUID)'],
    [{ FLUTTERWAVE_WEBHOOK_HASH: 'short' }, 'FLUTTERWAVE_WEBHOOK_HASH: at least 16 characters'],
  ])('stops the start on a half-set or wrong payment configuration (%#)', (env, message) => {
    const error = refusal(() => loadConfig({ ...base, ...env }));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(message);
    for (const secret of Object.values(env).filter((v) => v.includes('secret')))
      expect(error.message).not.toContain(secret);
  });
});
