import type { Db } from '~/server/db/client';
import type { MailEvent } from '~/server/mail/mail-event';

/** What the provider's approval carried besides the verdict: a card's token, for a monthly plan. */
export interface SettledWith {
  cardToken?: string;
}

/**
 * What a payment buys, written when the money is taken: at once for an approval, or
 * later by a callback, the poller or staff's "check now", possibly in another process
 * after a restart. So it works from the JSON stored in `payments.purchase` alone.
 */
export interface PurchaseWriter<Details = unknown> {
  /** The purchase's rows; the answer body (201) and the receipt to queue with them. */
  write(
    tx: Db,
    paymentId: string,
    details: Details,
    settled?: SettledWith,
  ): Promise<{ body: unknown; mail: MailEvent | null }>;
  /** Lets go of what the pending payment held (a child), when it fails or expires. */
  release?(tx: Db, details: Details): Promise<void>;
  /** The receipt reference a payer can quote, once written. */
  reference(tx: Db, paymentId: string): Promise<string | null>;
}
