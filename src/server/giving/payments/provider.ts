import type { PreapprovalApi } from './preapproval-api';
/**
 * The contract every payment provider meets: the sandbox, and the real ones in
 * providers/ (MTN MoMo, Airtel Money, Flutterwave's hosted checkout for cards); see
 * README.md beside this file.
 *
 * An instrument (card number, CVC, PIN...) lives only in memory for the one request
 * that carries it: it is handed to the provider and dropped. Nothing here stores or
 * logs it; `recordPayment` keeps at most the card's last four digits.
 */

export type Currency = 'RWF' | 'USD';

/** What the payer handed over, already checked for shape (instrument.ts). */
export type PaymentInstrument =
  | {
      type: 'card';
      number: string;
      expiry: string;
      cvc: string;
      name: string;
      /**
       * The processor's token of a card paid before (a monthly plan's card): charged
       * without the payer. Not card data, but as secret: never logged, stored elsewhere or answered.
       */
      token?: string;
    }
  | { type: 'mobile-money'; phone: string; pin: string; network?: 'mtn' | 'airtel' | 'tigo' }
  | { type: 'airtime'; phone: string; pin: string; network?: 'mtn' | 'airtel' };

export interface PaymentRequest {
  /** Our payments row id: the provider's external id / reference for this attempt. */
  reference: string;
  /**
   * A fresh UUID v4 for this attempt, chosen (and stored through `plannedRef`) before
   * the call: the provider's own id when it lets us choose it (MoMo's X-Reference-Id).
   */
  referenceId?: string;
  /** Minor units of `currency`: whole francs for RWF, cents for USD. */
  amountMinor: number;
  currency: Currency;
  /** Shown to the payer where the provider supports it (MoMo "payer message"). */
  description: string;
  instrument: PaymentInstrument;
  /** The client's Idempotency-Key, passed on so a provider never charges a repeat twice. */
  idempotencyKey?: string;
  /** Who pays, for a hosted checkout that asks for it (Flutterwave requires an e-mail). */
  payer?: { name?: string; email?: string };
}

/** Why a payment was refused; each has a message for the payer (messages.ts). */
export type DeclineReason = 'card_declined' | 'wrong_pin' | 'payer_declined';

/**
 * A real provider's finer reason, with its own message for the payer in the
 * `payments` catalogue (`payments:decline.<detail>`, see providers/messages.ts). The
 * coarse `DeclineReason` stays beside it for the code that only knows those three.
 */
export type DeclineDetail =
  | 'approval_rejected'
  | 'expired'
  | 'payer_not_found'
  | 'not_enough_funds'
  | 'payer_limit_reached'
  | 'not_approved_in_time'
  | 'account_blocked'
  | 'wrong_pin'
  | 'provider_error'
  | 'card_failed'
  | 'cancelled'
  | 'amount_mismatch'
  /** A hosted card checkout that did not open (the provider timed out): nothing could be paid. */
  | 'checkout_unavailable'
  | 'declined';

export type PaymentOutcome =
  /** Money taken. */
  | {
      status: 'approved';
      providerRef: string;
      /** The processor's token for the card paid (Flutterwave's verify `data.card.token`): a card plan keeps it. */
      cardToken?: string;
      /** The month that card expires ('YYYY-MM'), with its token: a card plan warns its payer before it runs out. */
      cardExpiry?: string;
      /** The provider's fee in minor units, where its answer reports one (the journal books it: docs/accounting.md). */
      feeMinor?: number;
    }
  /**
   * Request-to-pay sent; the payer has yet to confirm on the phone. The outcome
   * arrives later by webhook (`parseWebhook`) or by polling (`getStatus`).
   */
  | {
      status: 'pending';
      providerRef: string;
      /** A hosted checkout (cards): where to send the payer; they come back to us after. */
      redirectUrl?: string;
    }
  | { status: 'declined'; providerRef?: string; reason: DeclineReason; detail?: DeclineDetail };

/** Why nothing usable came back; never carries a secret, a body or a header. */
export type UnavailableCause =
  | 'timeout'
  | 'network'
  | 'server_error'
  /** An answer we could not read. */
  | 'bad_answer'
  /** Our keys or token were refused (a configuration problem, never the payer's). */
  | 'unauthorized'
  /** The provider refused our request as malformed (400, 404, 409): a bug on our side. */
  | 'bad_request';

/**
 * A status check that learnt nothing (timeout, 5xx, an answer we cannot read): the
 * payment stays as it was and is asked about again later.
 */
export interface ProviderUnavailable {
  status: 'unavailable';
  cause: UnavailableCause;
  providerRef?: string;
}

/** What a status check may answer: an outcome, or nothing known yet. */
export type StatusOutcome = PaymentOutcome | ProviderUnavailable;

/** What we asked for, so a provider's answer can be checked against it (amount, currency). */
export interface ExpectedPayment {
  amountMinor: number;
  currency: Currency;
}

/**
 * A provider's notification, read but not believed: it names the payment (our
 * payments row id, the `reference` we sent) and what it claims. Settlement confirms
 * with `getStatus` before anything changes; mobile money callbacks carry no signature.
 */
export interface WebhookEvent {
  /** Our payments row id, as sent in the request (MoMo externalId, Airtel transaction id, Flutterwave tx_ref). */
  reference: string;
  /** The provider's own id for it, when the notification carries one. */
  providerRef?: string;
  claimed: 'approved' | 'declined' | 'pending';
}

export interface PaymentProvider {
  /** Stored in payments.provider: 'sandbox', 'mtn-momo', 'airtel-money', 'flutterwave'. */
  readonly name: string;
  /** Whether this provider takes this instrument (a MoMo provider takes no cards). */
  supports(instrument: PaymentInstrument): boolean;
  /**
   * Charges the card, or asks the phone's owner to approve (MoMo's request-to-pay).
   * A real provider that cannot be reached throws `PaymentProviderUnavailableError`
   * (providers/unavailable-error.ts; 503, carrying the providerRef when one was already chosen, so the attempt can be
   * looked up later: the request may have arrived even though no answer did).
   */
  requestToPay(request: PaymentRequest): Promise<PaymentOutcome>;
  /**
   * The providerRef this request will have, known before it is sent, so the pending
   * payment committed before the call can be asked about (`getStatus`) even if the
   * process dies before the answer. Absent (the sandbox): a payment left behind expires.
   */
  plannedRef?(request: Pick<PaymentRequest, 'reference' | 'referenceId'>): string | undefined;
  /**
   * Polls a pending payment (MoMo: GET /requesttopay/{referenceId}). With `expected`,
   * an approval for another amount or currency is answered as declined
   * (`amount_mismatch`); the card processor requires it.
   */
  getStatus(providerRef: string, expected?: ExpectedPayment): Promise<StatusOutcome>;
  /**
   * Verifies what can be verified (Flutterwave's verif-hash) and reads a callback.
   * Null when the notification is not for this provider, is malformed, or its
   * signature is wrong.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<WebhookEvent | null>;
  /** Pre-approvals (MTN MoMo only): approve once, debited monthly without a prompt. */
  readonly preapproval?: PreapprovalApi;
}
