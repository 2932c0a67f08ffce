import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseRwandanPhone, readRwandanPhone } from '~/server/giving/payments/phone';
import type {
  DeclineDetail,
  ExpectedPayment,
  PaymentProvider,
  PaymentRequest,
  StatusOutcome,
} from '~/server/giving/payments/provider';
import {
  type ProviderAnswer,
  type ProviderOptions,
  majorAmount,
  mayHaveArrived,
  readJsonBody,
  unavailableCause,
} from './http';
import { declined } from './messages';
import { momoPreapprovals } from './mtn-momo-preapproval';
import { bearerApi } from './token-cache';
import { PaymentProviderUnavailableError } from './unavailable-error';

/**
 * MTN MoMo Collection API (momodeveloper.mtn.com, "Collection" product): a
 * request-to-pay the payer approves on the phone with their own PIN. We never send
 * or ask for a PIN. Each attempt gets a fresh X-Reference-Id (UUID v4), which is the
 * providerRef to store; our payments row id travels as externalId and comes back in
 * the callback.
 */
export interface MomoSettings {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** `mtnrwanda` in production, `sandbox` on MTN's test platform. */
  targetEnvironment: string;
  currency: string;
  /** PUBLIC_URL + /api/payments/callback/mtn-momo */
  callbackUrl: string;
}

export const MOMO_NAME = 'mtn-momo';

/** MoMo's FAILED reasons, each as the reason a payer is told. */
const MOMO_REASONS: Record<string, DeclineDetail> = {
  APPROVAL_REJECTED: 'approval_rejected',
  EXPIRED: 'expired',
  PAYER_NOT_FOUND: 'payer_not_found',
  NOT_ENOUGH_FUNDS: 'not_enough_funds',
  PAYER_LIMIT_REACHED: 'payer_limit_reached',
  // MTN: "predominantly a delay to approve within the given time frame (5 minutes)".
  COULD_NOT_PERFORM_TRANSACTION: 'not_approved_in_time',
  SENDER_ACCOUNT_NOT_ACTIVE: 'account_blocked',
  NOT_ALLOWED: 'account_blocked',
  // MTN: a generic error, "predominantly insufficient funds", or the wallet platform down.
  INTERNAL_PROCESSING_ERROR: 'provider_error',
  SERVICE_UNAVAILABLE: 'provider_error',
};

export function momoDeclineDetail(reason: unknown): DeclineDetail {
  // Older API versions send { code, message }; current ones the code alone.
  const code = typeof reason === 'string' ? reason : (reason as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && MOMO_REASONS[code]) || 'declined';
}

const statusAnswer = z.object({
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  reason: z.unknown().optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  externalId: z.string().optional(),
  financialTransactionId: z.string().optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const REFERENCE = /^[\w-]{1,100}$/;

/** MoMo refuses some characters (an apostrophe among them) and more than 160 in a note. */
export const momoNote = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} .,:()-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

export function createMtnMomoProvider(settings: MomoSettings, opts: ProviderOptions = {}): PaymentProvider {
  const basic = Buffer.from(`${settings.apiUser}:${settings.apiKey}`).toString('base64');
  const { base, call } = bearerApi(settings.baseUrl, opts, {
    token: {
      path: '/collection/token/',
      headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': settings.subscriptionKey },
    },
    headers: {
      'x-target-environment': settings.targetEnvironment,
      'ocp-apim-subscription-key': settings.subscriptionKey,
    },
  });

  function settled(answer: ProviderAnswer, referenceId: string, expected?: ExpectedPayment): StatusOutcome {
    if (answer.ok && answer.status === 404) return declined(referenceId, 'provider_error');
    const parsed = answer.ok && answer.status === 200 ? statusAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) return { status: 'unavailable', cause: unavailableCause(answer), providerRef: referenceId };
    const { status, reason, amount, currency } = parsed.data;
    if (status === 'PENDING') return { status: 'pending', providerRef: referenceId };
    if (status === 'FAILED') return declined(referenceId, momoDeclineDetail(reason));
    if (expected && !matches(amount, currency, expected)) return declined(referenceId, 'amount_mismatch');
    return { status: 'approved', providerRef: referenceId };
  }

  function matches(amount: unknown, currency: string | undefined, expected: ExpectedPayment): boolean {
    return (
      acceptsCurrency(expected.currency) &&
      currency === settings.currency &&
      Number(amount) === majorAmount(expected.amountMinor, expected.currency)
    );
  }

  /** MTN's sandbox takes EUR only: there the configured currency stands for ours. */
  const acceptsCurrency = (currency: string) =>
    currency === settings.currency || settings.targetEnvironment === 'sandbox';

  function sentCurrency(currency: string): string {
    if (acceptsCurrency(currency)) return settings.currency;
    throw new Error(`MoMo is configured for ${settings.currency}, not ${currency}: convert before asking`);
  }

  return {
    name: MOMO_NAME,
    supports: (instrument) =>
      instrument.type === 'mobile-money' && parseRwandanPhone(instrument.phone)?.network === 'mtn',

    plannedRef: (request) => request.referenceId,

    preapproval: momoPreapprovals({ base, call, currency: settings.currency }),

    async requestToPay(request: PaymentRequest) {
      const { instrument } = request;
      if (instrument.type !== 'mobile-money') throw new Error('MoMo takes mobile money only');
      const payer = readRwandanPhone(instrument.phone);
      const currency = sentCurrency(request.currency);
      const referenceId = request.referenceId ?? randomUUID();
      const answer = await call('POST', `${base}/collection/v1_0/requesttopay`, {
        headers: { 'x-reference-id': referenceId, 'x-callback-url': settings.callbackUrl },
        // No PIN, whatever the form carried: the payer types it into MTN's prompt on their phone.
        json: {
          amount: String(majorAmount(request.amountMinor, request.currency)),
          currency,
          externalId: request.reference,
          payer: { partyIdType: 'MSISDN', partyId: payer.msisdn },
          payerMessage: momoNote(request.description),
          payeeNote: momoNote(request.description),
        },
      });
      if (answer.ok && answer.status === 202) return { status: 'pending', providerRef: referenceId };
      const ref = mayHaveArrived(answer) ? referenceId : undefined;
      throw new PaymentProviderUnavailableError(MOMO_NAME, unavailableCause(answer), ref);
    },

    async getStatus(referenceId: string, expected?: ExpectedPayment) {
      if (!UUID.test(referenceId)) return { status: 'unavailable', cause: 'bad_request', providerRef: referenceId };
      return settled(await call('GET', `${base}/collection/v1_0/requesttopay/${referenceId}`), referenceId, expected);
    },

    // MoMo signs nothing: the callback only says which payment to ask about again.
    async parseWebhook(_headers, rawBody) {
      const body = statusAnswer.safeParse(readJsonBody(rawBody));
      if (!body.success || !body.data.externalId || !REFERENCE.test(body.data.externalId)) return null;
      const claimed = { PENDING: 'pending', SUCCESSFUL: 'approved', FAILED: 'declined' } as const;
      return { reference: body.data.externalId, claimed: claimed[body.data.status] };
    },
  };
}
