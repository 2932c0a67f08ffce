import { purchases } from '~/server/routes';
import { count } from 'drizzle-orm';
import { loadConfig } from '~/server/core/config';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { donations, payments } from '~/server/core/db/schema';
import { createPaymentGateway } from '~/server/giving/payments/gateway';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { type AirtelDouble, startAirtelDouble } from '../doubles/airtel';
import { type FlutterwaveDouble, startFlutterwaveDouble } from '../doubles/flutterwave';
import { type MomoDouble, startMomoDouble } from '../doubles/momo';
import { type TestServer, startTestServer } from './server';

export const WEBHOOK_HASH = 'flw-webhook-hash-0123456789';

/**
 * A test server whose payments go to the local doubles of MTN MoMo, Airtel Money and
 * Flutterwave (tests/doubles), configured through the same variables as production.
 * The poller stays off: tests run its passes by hand with the clock they choose.
 */
export interface LivePayments {
  s: TestServer;
  momo: MomoDouble;
  airtel: AirtelDouble;
  flutterwave: FlutterwaveDouble;
  env: Record<string, string>;
  deps: PaymentDeps;
  /** Where a provider posts its callbacks on this server. */
  callbackUrl(provider: string): string;
  close(): Promise<void>;
}

export async function startLivePayments(
  opts: {
    timeoutMs?: number;
    env?: Record<string, string>;
    logger?: object;
    web?: boolean;
    /** The MoMo double's clock (pre-approvals expire on it). */
    momoNow?: () => number;
  } = {},
) {
  const [momo, airtel, flutterwave] = await Promise.all([
    startMomoDouble({ callbackHost: '127.0.0.1', ...(opts.momoNow ? { now: opts.momoNow } : {}) }),
    startAirtelDouble(),
    startFlutterwaveDouble(),
  ]);
  const env = {
    PUBLIC_URL: 'http://127.0.0.1:9',
    MOMO_BASE_URL: momo.url,
    MOMO_SUBSCRIPTION_KEY: momo.settings.subscriptionKey,
    MOMO_API_USER: momo.settings.apiUser,
    MOMO_API_KEY: momo.settings.apiKey,
    AIRTEL_BASE_URL: airtel.url,
    AIRTEL_CLIENT_ID: airtel.settings.clientId,
    AIRTEL_CLIENT_SECRET: airtel.settings.clientSecret,
    FLUTTERWAVE_BASE_URL: flutterwave.url,
    FLUTTERWAVE_SECRET_KEY: flutterwave.settings.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH,
    ...opts.env,
  };
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const gateway = createPaymentGateway(config, { timeoutMs: opts.timeoutMs ?? 5_000 });
  const s = await startTestServer({ env, paymentGateway: gateway, workers: false, logger: opts.logger, web: opts.web });
  return {
    s,
    momo,
    airtel,
    flutterwave,
    env,
    deps: { db: s.database.db, config: s.config, gateway, purchases },
    callbackUrl: (provider: string) => `${s.url}/api/payments/callback/${provider}`,
    async close() {
      await s.close();
      await Promise.all([momo.close(), airtel.close(), flutterwave.close()]);
    },
  } satisfies LivePayments;
}

/** Rows counted, to show nothing was written twice. */
export async function counts(s: TestServer) {
  const n = async (table: typeof payments | typeof donations | typeof mailOutbox) =>
    (await s.database.db.select({ n: count() }).from(table))[0]!.n;
  return { payments: await n(payments), donations: await n(donations), mails: await n(mailOutbox) };
}

/** A moment far enough ahead for every pending payment to be due (or expired). */
export const later = (ms: number) => new Date(Date.now() + ms);
