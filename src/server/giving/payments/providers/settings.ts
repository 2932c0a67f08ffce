import type { AirtelSettings } from './airtel-money';
import type { FlutterwaveSettings } from './flutterwave';
import type { MomoSettings } from './mtn-momo';

/**
 * Which real providers are live and which payments each takes, read from the
 * environment variables config.ts parses (docs/payments.md). A provider is live when
 * its credentials are set; half of them is a mistake that stops the start.
 *
 * Routing: with no provider live, everything goes to the sandbox (`npm start`, the
 * tests). Once one is live, each route goes to its live provider, or nowhere ("this
 * payment method is not available"): a live site never hands real donors to the
 * sandbox unless PAYMENT_ROUTES says so, e.g. `card=sandbox` on a staging site.
 */
export interface PaymentEnv {
  PUBLIC_URL?: string;
  ORG_NAME: string;
  MOMO_BASE_URL: string;
  MOMO_SUBSCRIPTION_KEY?: string;
  MOMO_API_USER?: string;
  MOMO_API_KEY?: string;
  MOMO_TARGET_ENVIRONMENT: string;
  MOMO_CURRENCY: string;
  AIRTEL_BASE_URL: string;
  AIRTEL_CLIENT_ID?: string;
  AIRTEL_CLIENT_SECRET?: string;
  AIRTEL_COUNTRY: string;
  AIRTEL_CURRENCY: string;
  FLUTTERWAVE_BASE_URL: string;
  FLUTTERWAVE_SECRET_KEY?: string;
  FLUTTERWAVE_WEBHOOK_HASH?: string;
  PAYMENT_ROUTES?: string;
}

/** What a payer chooses: a card, mobile money on one network, or airtime. */
export const routeKeys = ['card', 'mtn', 'airtel', 'airtime'] as const;
export type RouteKey = (typeof routeKeys)[number];
export const routeTargets = ['sandbox', 'off', 'mtn-momo', 'airtel-money', 'flutterwave'] as const;
export type RouteTarget = (typeof routeTargets)[number];

/** The live provider each route may use; airtime has none. */
const LIVE_FOR: Record<RouteKey, RouteTarget | null> = {
  card: 'flutterwave',
  mtn: 'mtn-momo',
  airtel: 'airtel-money',
  airtime: null,
};

export interface PaymentSettings {
  momo?: MomoSettings;
  airtel?: AirtelSettings;
  flutterwave?: FlutterwaveSettings;
  routes: Record<RouteKey, RouteTarget>;
}

/** Where each provider's callbacks and webhooks arrive (the routes are added with the wiring). */
export const callbackUrl = (publicUrl: string, provider: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/payments/callback/${provider}`;

const CREDENTIALS = {
  'mtn-momo': ['MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY'],
  'airtel-money': ['AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET'],
  flutterwave: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH'],
} as const;

export function readPaymentSettings(env: PaymentEnv): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const live = new Set<RouteTarget>();
  for (const [provider, names] of Object.entries(CREDENTIALS) as [RouteTarget, readonly (keyof PaymentEnv)[]][]) {
    const missing = names.filter((n) => !env[n]);
    if (missing.length === 0) live.add(provider);
    else if (missing.length < names.length)
      problems.push(`${missing.join(', ')}: must be set too, or ${provider} is half configured`);
  }
  const publicUrl = env.PUBLIC_URL;
  if (live.size && !publicUrl) problems.push('PUBLIC_URL: must be set when a payment provider is live (callbacks)');

  const routes = Object.fromEntries(
    routeKeys.map((key) => [key, live.size === 0 ? 'sandbox' : live.has(LIVE_FOR[key]!) ? LIVE_FOR[key]! : 'off']),
  ) as Record<RouteKey, RouteTarget>;
  for (const entry of (env.PAYMENT_ROUTES ?? '').split(',').filter((e) => e.trim())) {
    const [key, target] = entry.split('=').map((s) => s.trim()) as [RouteKey, RouteTarget];
    if (!routeKeys.includes(key) || !routeTargets.includes(target)) {
      problems.push(
        `PAYMENT_ROUTES: "${entry.trim()}" is not route=target (${routeKeys.join('|')} = ${routeTargets.join('|')})`,
      );
      continue;
    }
    if (target !== 'sandbox' && target !== 'off' && target !== LIVE_FOR[key])
      problems.push(`PAYMENT_ROUTES: ${target} cannot take ${key} payments`);
    else if (target !== 'sandbox' && target !== 'off' && !live.has(target))
      problems.push(`PAYMENT_ROUTES: ${key} goes to ${target}, whose variables are not set`);
    else routes[key] = target;
  }
  if (problems.length || !publicUrl) return { settings: { routes }, problems };

  return {
    problems,
    settings: {
      routes,
      ...(live.has('mtn-momo') && {
        momo: {
          baseUrl: env.MOMO_BASE_URL,
          subscriptionKey: env.MOMO_SUBSCRIPTION_KEY!,
          apiUser: env.MOMO_API_USER!,
          apiKey: env.MOMO_API_KEY!,
          targetEnvironment: env.MOMO_TARGET_ENVIRONMENT,
          currency: env.MOMO_CURRENCY,
          callbackUrl: callbackUrl(publicUrl, 'mtn-momo'),
        },
      }),
      ...(live.has('airtel-money') && {
        airtel: {
          baseUrl: env.AIRTEL_BASE_URL,
          clientId: env.AIRTEL_CLIENT_ID!,
          clientSecret: env.AIRTEL_CLIENT_SECRET!,
          country: env.AIRTEL_COUNTRY,
          currency: env.AIRTEL_CURRENCY,
        },
      }),
      ...(live.has('flutterwave') && {
        flutterwave: {
          baseUrl: env.FLUTTERWAVE_BASE_URL,
          secretKey: env.FLUTTERWAVE_SECRET_KEY!,
          webhookHash: env.FLUTTERWAVE_WEBHOOK_HASH!,
          // The page that follows a payment to its end (added with the wiring).
          returnUrl: (reference) => `${publicUrl.replace(/\/+$/, '')}/payments/${reference}`,
          title: env.ORG_NAME,
        },
      }),
    },
  };
}
