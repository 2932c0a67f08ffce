import type { Db } from '~/server/core/db/client';
import type { MailEvent } from '~/server/core/mail/mail-event';

/** What the provider's approval carried besides the verdict: a card's token, for a monthly plan. */
export interface SettledWith {
  cardToken?: string;
  /** That card's expiry month ('YYYY-MM'), kept beside the token (no other card data). */
  cardExpiry?: string;
}

export interface WrittenPurchase {
  body: unknown;
  mail: MailEvent | null;
  /**
   * False when the money was recorded but what it was for could not be given (a child
   * sponsored by someone else meanwhile): no monthly plan starts; staff decide.
   */
  placed?: boolean;
}

/**
 * What a payment buys, written when the money is taken: at once for an approval, or
 * later by a callback, the poller or staff's "check now", possibly in another process
 * after a restart. So it works from the JSON stored in `payments.purchase` alone.
 */
export interface PurchaseWriter<Details = unknown> {
  /** The purchase's rows; the answer body (201) and the receipt to queue with them. */
  write(tx: Db, paymentId: string, details: Details, settled?: SettledWith): Promise<WrittenPurchase>;
  /**
   * Lets go of what this pending payment held (a child), when it fails or expires, or
   * is `abandoned` (its request never left: nothing was tried); nothing another holds.
   */
  release?(tx: Db, details: Details, paymentId: string, why?: 'failed' | 'abandoned'): Promise<void>;
  /** The receipt reference a payer can quote, once written. */
  reference(tx: Db, paymentId: string): Promise<string | null>;
}

/** What a claim may hold for the payment about to be recorded (take-payment.ts). */
export interface PaymentHold {
  paymentId: string;
  holdUntil: Date;
  /** The payer's network as the limits count it (an IPv4 address or an IPv6 /64). */
  payerNet: string | null;
  /** Who asks, as holds count them (child-holds.ts): the address, the e-mail, the mobile number. */
  payerIp?: string | null;
  payerEmail?: string | null;
  payerPhone?: string | null;
}
