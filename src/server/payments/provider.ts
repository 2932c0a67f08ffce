/**
 * The contract every payment provider meets: the sandbox today; MTN MoMo, Airtel
 * Money and a card processor later (see README.md beside this file).
 *
 * An instrument (card number, CVC, PIN...) lives only in memory for the one request
 * that carries it: it is handed to the provider and dropped. Nothing here stores or
 * logs it; `recordPayment` keeps at most the card's last four digits.
 */

export type Currency = 'RWF' | 'USD';

/** What the payer handed over, already checked for shape (instrument.ts). */
export type PaymentInstrument =
  | { type: 'card'; number: string; expiry: string; cvc: string; name: string }
  | { type: 'mobile-money'; phone: string; pin: string; network?: 'mtn' | 'airtel' | 'tigo' }
  | { type: 'airtime'; phone: string; pin: string; network?: 'mtn' | 'airtel' };

export interface PaymentRequest {
  /** Our payments row id: the provider's external id / reference for this attempt. */
  reference: string;
  /** Minor units of `currency`: whole francs for RWF, cents for USD. */
  amountMinor: number;
  currency: Currency;
  /** Shown to the payer where the provider supports it (MoMo "payer message"). */
  description: string;
  instrument: PaymentInstrument;
  /** The client's Idempotency-Key, passed on so a provider never charges a repeat twice. */
  idempotencyKey?: string;
}

/** Why a payment was refused; each has a message for the payer (messages.ts). */
export type DeclineReason = 'card_declined' | 'wrong_pin' | 'payer_declined';

export type PaymentOutcome =
  /** Money taken. */
  | { status: 'approved'; providerRef: string }
  /**
   * Request-to-pay sent; the payer has yet to confirm on the phone. The outcome
   * arrives later by webhook (`parseWebhook`) or by polling (`getStatus`).
   */
  | { status: 'pending'; providerRef: string }
  | { status: 'declined'; providerRef?: string; reason: DeclineReason };

/** A provider's notification, after its signature was verified. */
export interface WebhookEvent {
  providerRef: string;
  outcome: PaymentOutcome;
}

export interface PaymentProvider {
  /** Stored in payments.provider: 'sandbox', 'mtn-momo', 'airtel-money', 'card-...'. */
  readonly name: string;
  /** Whether this provider takes this instrument (a MoMo provider takes no cards). */
  supports(instrument: PaymentInstrument): boolean;
  /** Charges the card, or asks the phone's owner to approve (MoMo's request-to-pay). */
  requestToPay(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Polls a pending payment (MoMo: GET /requesttopay/{referenceId}). */
  getStatus(providerRef: string): Promise<PaymentOutcome>;
  /**
   * Verifies and reads a callback (raw body for signature checks). Null when the
   * notification is not for this provider or its signature is wrong.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<WebhookEvent | null>;
}
