import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  ExpectedPayment,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  StatusOutcome,
} from '~/server/giving/payments/provider';
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type ProviderOptions,
  callProvider,
  headerValue,
  majorAmount,
  mayHaveArrived,
  minorAmount,
  readJsonBody,
  unavailableCause,
} from './http';
import { declined } from './messages';
import { PaymentProviderUnavailableError } from './unavailable-error';

/**
 * Cards through Flutterwave Standard (developer.flutterwave.com, v3 "Flutterwave
 * Standard", "Webhooks", "Transaction verification"): we create a hosted checkout
 * and send the payer to its link, so the card number, expiry and CVC are typed on
 * Flutterwave's page and never reach this server. Our payments row id is the tx_ref.
 * A paid card's verify answer carries its token (`data.card.token`, "Card
 * tokenization"): a monthly plan keeps it and each later month is charged with
 * `POST /v3/tokenized-charges`, then verified like any other payment.
 */
export interface FlutterwaveSettings {
  baseUrl: string;
  secretKey: string;
  /** The "secret hash" set in Flutterwave's dashboard; it comes back in each webhook's verif-hash. */
  webhookHash: string;
  /** Where Flutterwave sends the payer back after the checkout, for this payment. */
  returnUrl: (reference: string) => string;
  /** Shown on the checkout page. */
  title: string;
}

export const FLUTTERWAVE_NAME = 'flutterwave';

const checkoutAnswer = z.object({ status: z.literal('success'), data: z.object({ link: z.url() }) });
const verifyAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    tx_ref: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    /** Flutterwave's fee for the charge, in the currency's major unit (docs/accounting.md). */
    app_fee: z.number().nonnegative().optional(),
    card: z.object({ token: z.string().min(1).max(200).optional(), expiry: z.string().max(10).optional() }).nullish(),
  }),
});
/** A tokenized charge's answer: read for its status only; the verify call decides. */
const chargeAnswer = z.object({ status: z.literal('success') });
const webhook = z.object({
  data: z.object({ tx_ref: z.string().regex(/^[\w-]{1,100}$/), status: z.string(), id: z.number().optional() }),
});

/** Whether the verif-hash header is ours: compared in constant time, and only at equal length. */
export function isOurWebhookHash(received: string | undefined, expected: string): boolean {
  if (received === undefined || !expected) return false;
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createFlutterwaveProvider(settings: FlutterwaveSettings, opts: ProviderOptions = {}): PaymentProvider {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${settings.secretKey}` };

  return {
    name: FLUTTERWAVE_NAME,
    supports: (instrument) => instrument.type === 'card',

    // Our payments row id is the provider's reference (Airtel's transaction id, Flutterwave's tx_ref).
    plannedRef: (request) => request.reference,

    async requestToPay(request: PaymentRequest) {
      if (request.instrument.type !== 'card') throw new Error('Flutterwave Standard takes cards only');
      const email = request.payer?.email;
      if (!email) throw new Error("Flutterwave's checkout needs the payer's e-mail");
      if (request.instrument.token) return chargeToken(request, request.instrument.token, email);
      const answer = await callProvider({
        method: 'POST',
        url: `${base}/v3/payments`,
        headers,
        // Nothing of the card: the payer types it on Flutterwave's page.
        json: {
          tx_ref: request.reference,
          amount: majorAmount(request.amountMinor, request.currency),
          currency: request.currency,
          redirect_url: settings.returnUrl(request.reference),
          customer: { email, name: request.payer?.name ?? '' },
          customizations: { title: settings.title, description: request.description },
        },
        timeoutMs,
      });
      const parsed = answer.ok && answer.status === 200 ? checkoutAnswer.safeParse(answer.body) : null;
      if (parsed?.success)
        return { status: 'pending', providerRef: request.reference, redirectUrl: parsed.data.data.link };
      // A checkout link lost on the way costs nothing: it is only paid if the payer opens it.
      const ref = mayHaveArrived(answer) ? request.reference : undefined;
      throw new PaymentProviderUnavailableError(FLUTTERWAVE_NAME, unavailableCause(answer), ref);
    },

    getStatus,

    async parseWebhook(requestHeaders, rawBody) {
      if (!isOurWebhookHash(headerValue(requestHeaders, 'verif-hash'), settings.webhookHash)) return null;
      const body = webhook.safeParse(readJsonBody(rawBody));
      if (!body.success) return null;
      const { tx_ref, status } = body.data.data;
      const claimed = status === 'successful' ? 'approved' : status === 'failed' ? 'declined' : 'pending';
      return { reference: tx_ref, providerRef: tx_ref, claimed };
    },
  };

  async function getStatus(txRef: string, expected?: ExpectedPayment): Promise<StatusOutcome> {
    // Approving a card payment without knowing what it should have been is never right.
    if (!expected) throw new Error('Flutterwave payments are verified against the expected amount');
    const answer = await callProvider({
      method: 'GET',
      url: `${base}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`,
      headers,
      timeoutMs,
    });
    // No transaction yet: the payer has not finished (or never opened) the checkout.
    if (answer.ok && (answer.status === 400 || answer.status === 404) && isNotFound(answer.body))
      return { status: 'pending', providerRef: txRef };
    const parsed = answer.ok && answer.status === 200 ? verifyAnswer.safeParse(answer.body) : null;
    if (!parsed?.success || parsed.data.data.tx_ref !== txRef)
      return { status: 'unavailable', cause: unavailableCause(answer), providerRef: txRef };
    const { status, amount, currency, card, app_fee: fee } = parsed.data.data;
    if (status === 'successful') {
      const same = currency === expected.currency && minorAmount(amount, currency) === expected.amountMinor;
      if (!same) return declined(txRef, 'amount_mismatch');
      const expiry = card?.token ? cardExpiryMonth(card.expiry) : undefined;
      return {
        status: 'approved',
        providerRef: txRef,
        ...(card?.token ? { cardToken: card.token } : {}),
        ...(expiry ? { cardExpiry: expiry } : {}),
        ...(fee !== undefined ? { feeMinor: minorAmount(fee, currency) } : {}),
      };
    }
    if (status === 'failed') return declined(txRef, 'card_failed');
    if (status === 'cancelled') return declined(txRef, 'cancelled');
    return { status: 'pending', providerRef: txRef };
  }

  /**
   * A month of a card plan, charged with the card's token (no payer present). The
   * charge's answer is never believed alone: a success is confirmed by the verify
   * call. A refusal (400 `{ status: 'error', message }`: token expired or unknown,
   * card declined) is a decline; a timeout or 5xx may have charged the card, so the
   * payment stays pending under its tx_ref (our payments row id) until verified.
   */
  async function chargeToken(request: PaymentRequest, token: string, email: string): Promise<PaymentOutcome> {
    const answer = await callProvider({
      method: 'POST',
      url: `${base}/v3/tokenized-charges`,
      headers,
      json: {
        token,
        currency: request.currency,
        country: 'RW',
        amount: majorAmount(request.amountMinor, request.currency),
        email,
        tx_ref: request.reference,
        narration: request.description,
      },
      timeoutMs,
    });
    if (answer.ok && answer.status === 200 && chargeAnswer.safeParse(answer.body).success) {
      const verified = await getStatus(request.reference, {
        amountMinor: request.amountMinor,
        currency: request.currency,
      });
      if (verified.status !== 'unavailable') return verified;
      throw new PaymentProviderUnavailableError(FLUTTERWAVE_NAME, verified.cause, request.reference);
    }
    if (answer.ok && answer.status === 400 && isError(answer.body)) return declined(request.reference, 'card_failed');
    const ref = mayHaveArrived(answer) ? request.reference : undefined;
    throw new PaymentProviderUnavailableError(FLUTTERWAVE_NAME, unavailableCause(answer), ref);
  }
}

function isError(body: unknown): boolean {
  const b = body as { status?: unknown; message?: unknown } | null | undefined;
  return b?.status === 'error' && typeof b.message === 'string';
}

function isNotFound(body: unknown): boolean {
  return isError(body) && /no transaction/i.test((body as { message: string }).message);
}

/** Flutterwave's `MM/YY` expiry as the month it ends ('YYYY-MM'): all a plan keeps of it, to warn before it runs out. */
export function cardExpiryMonth(expiry: string | undefined): string | undefined {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry?.trim() ?? '');
  return m ? `20${m[2]}-${m[1]}` : undefined;
}
