import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { offeredMethods, orderMethodOf, startMethod } from '~/shared/schemas/payment-methods';
import { siteConfig } from './load-context';

const base = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'https://charity.example',
};
const MOMO = {
  MOMO_SUBSCRIPTION_KEY: 'momo-subscription-secret',
  MOMO_API_USER: '3f1c9a52-8d2e-4b71-9a0c-5e6f7a8b9c0d',
  MOMO_API_KEY: 'momo-api-secret',
};
const FLUTTERWAVE = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK-secret-key',
  FLUTTERWAVE_WEBHOOK_HASH: 'webhook-hash-0123456789',
};

/** What the forms offer on a site, as its pages read it (the root loader's `site`). */
const offered = (env: Record<string, string>) => offeredMethods(siteConfig(loadConfig({ ...base, ...env })).methodsOff);

describe('the payment methods a site offers', () => {
  it('offers every method on the sandbox, and says nothing of it in the page', () => {
    const site = siteConfig(loadConfig(base));
    expect(site).not.toHaveProperty('methodsOff');
    expect(offeredMethods(site.methodsOff)).toEqual(['card', 'momo', 'airtime']);
  });

  it('offers no airtime on a live site: no provider takes it', () => {
    expect(offered({ ...MOMO, ...FLUTTERWAVE })).toEqual(['card', 'momo']);
  });

  it('offers only what is live: MoMo alone starts the forms on MoMo', () => {
    const site = siteConfig(loadConfig({ ...base, ...MOMO }));
    expect(site.methodsOff).toEqual(['card', 'airtime']);
    expect(offeredMethods(site.methodsOff)).toEqual(['momo']);
    expect(startMethod(offeredMethods(site.methodsOff))).toBe('momo');
    expect(offeredMethods(site.methodsOff).map(orderMethodOf)).toEqual(['mobile']);
  });

  it('offers the card alone when only the card partner is live', () => {
    expect(offered(FLUTTERWAVE)).toEqual(['card']);
  });
});
