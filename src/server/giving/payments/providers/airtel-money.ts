import { z } from 'zod';
import { parseRwandanPhone, readRwandanPhone } from '~/server/giving/payments/phone';
import type { DeclineDetail, PaymentProvider, PaymentRequest, StatusOutcome } from '~/server/giving/payments/provider';
import { type ProviderOptions, majorAmount, mayHaveArrived, readJsonBody, unavailableCause } from './http';
import { declined } from './messages';
import { bearerApi } from './token-cache';
import { PaymentProviderUnavailableError } from './unavailable-error';

/**
 * Airtel Money Africa collections (developers.airtel.africa, "Collection-APIs"): a
 * USSD push the payer approves with their own PIN. Our payments row id is Airtel's
 * transaction id, so it is the providerRef, and the callback names it. The callback
 * URL is set once in Airtel's portal (PUBLIC_URL + /api/payments/callback/airtel-money).
 */
export interface AirtelSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** ISO 3166 alpha-2, `RW`. */
  country: string;
  currency: string;
}

export const AIRTEL_NAME = 'airtel-money';

/** Airtel's response codes for a failed collection, as the reason a payer is told. */
const AIRTEL_CODES: Record<string, DeclineDetail> = {
  DP00800001002: 'wrong_pin',
  DP00800001003: 'payer_limit_reached',
  DP00800001007: 'not_enough_funds',
  DP00800001008: 'approval_rejected',
  DP00800001010: 'account_blocked',
  DP00800001024: 'not_approved_in_time',
  DP00800001029: 'expired',
};

const statusAnswer = z.object({
  data: z.object({
    transaction: z.object({
      id: z.union([z.string(), z.number()]).optional(),
      status: z.string(),
      message: z.string().optional(),
      airtel_money_id: z.string().optional(),
    }),
  }),
  status: z.object({ response_code: z.string().optional() }).optional(),
});

const callback = z.object({
  transaction: z.object({
    id: z.string().regex(/^[\w-]{1,100}$/),
    status_code: z.enum(['TS', 'TF']),
    message: z.string().optional(),
    airtel_money_id: z.string().optional(),
  }),
});

const REFERENCE = /^[\w-]{1,100}$/;

export function createAirtelMoneyProvider(settings: AirtelSettings, opts: ProviderOptions = {}): PaymentProvider {
  const { base, call } = bearerApi(settings.baseUrl, opts, {
    token: {
      path: '/auth/oauth2/token',
      headers: {},
      json: { client_id: settings.clientId, client_secret: settings.clientSecret, grant_type: 'client_credentials' },
    },
    headers: { 'x-country': settings.country, 'x-currency': settings.currency },
  });

  return {
    name: AIRTEL_NAME,
    supports: (instrument) =>
      instrument.type === 'mobile-money' && parseRwandanPhone(instrument.phone)?.network === 'airtel',

    // Our payments row id is the provider's reference (Airtel's transaction id, Flutterwave's tx_ref).
    plannedRef: (request) => request.reference,

    async requestToPay(request: PaymentRequest) {
      const { instrument } = request;
      if (instrument.type !== 'mobile-money') throw new Error('Airtel Money takes mobile money only');
      if (request.currency !== settings.currency)
        throw new Error(`Airtel Money is configured for ${settings.currency}, not ${request.currency}`);
      const payer = readRwandanPhone(instrument.phone);
      const answer = await call('POST', `${base}/merchant/v1/payments/`, {
        // No PIN: the payer enters it in Airtel's own USSD prompt.
        json: {
          reference: request.description.slice(0, 64),
          subscriber: { country: settings.country, currency: settings.currency, msisdn: payer.national },
          transaction: {
            amount: majorAmount(request.amountMinor, request.currency),
            country: settings.country,
            currency: settings.currency,
            id: request.reference,
          },
        },
      });
      const body = answer.ok ? (answer.body as { status?: { success?: unknown; response_code?: unknown } }) : null;
      if (answer.ok && answer.status === 200 && body?.status?.success === true)
        return { status: 'pending', providerRef: request.reference };
      const ref = mayHaveArrived(answer) ? request.reference : undefined;
      throw new PaymentProviderUnavailableError(AIRTEL_NAME, unavailableCause(answer), ref);
    },

    async getStatus(id: string): Promise<StatusOutcome> {
      if (!REFERENCE.test(id)) return { status: 'unavailable', cause: 'bad_request', providerRef: id };
      const answer = await call('GET', `${base}/standard/v1/payments/${id}`);
      const parsed = answer.ok && answer.status === 200 ? statusAnswer.safeParse(answer.body) : null;
      if (!parsed?.success) return { status: 'unavailable', cause: unavailableCause(answer), providerRef: id };
      const code = parsed.data.status?.response_code;
      // Airtel's answer carries no amount: the amount is the one we sent, under our own id.
      switch (parsed.data.data.transaction.status) {
        case 'TS':
          return { status: 'approved', providerRef: id };
        case 'TF':
          return declined(id, (code && AIRTEL_CODES[code]) || 'declined');
        case 'TE':
          return declined(id, 'expired');
        // In progress, or ambiguous (Airtel asks to enquire again later).
        case 'TIP':
        case 'TA':
          return { status: 'pending', providerRef: id };
        default:
          return { status: 'unavailable', cause: 'bad_answer', providerRef: id };
      }
    },

    async parseWebhook(_headers, rawBody) {
      const body = callback.safeParse(readJsonBody(rawBody));
      if (!body.success) return null;
      const { id, status_code } = body.data.transaction;
      return { reference: id, providerRef: id, claimed: status_code === 'TS' ? 'approved' : 'declined' };
    },
  };
}
