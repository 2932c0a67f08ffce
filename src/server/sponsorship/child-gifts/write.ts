import { eq } from 'drizzle-orm';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { childGiftReference, type PurchaseWriter } from '~/server/giving';
import { type Language, translate } from '~/shared/i18n';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import type { ChildGiftKind } from '~/shared/schemas/child-gift-settings';

/** What a gift's payment buys, kept on the payment until it is approved (payments.purchase). */
export interface ChildGiftDetails {
  childId: string;
  sponsorshipId: string;
  kind: ChildGiftKind;
  amount: number;
  note: string;
  sponsorName: string;
  sponsorEmail: string;
  paymentMethod: PaymentMethod;
  lang?: Language;
}

/**
 * Writes the gift when its payment is approved (at once, or later by a callback, the
 * poller or "check now"), and queues its receipt. Recorded even if the child left the
 * sponsor meanwhile: the money was given for the child, and staff see it in their list.
 */
export const childGiftPurchase: PurchaseWriter<ChildGiftDetails> = {
  async write(tx, paymentId, d) {
    const [gift] = await tx
      .insert(childGifts)
      .values({
        paymentId,
        childId: d.childId,
        sponsorshipId: d.sponsorshipId,
        kind: d.kind,
        amountRwf: d.amount,
        sponsorName: d.sponsorName,
        sponsorEmail: d.sponsorEmail,
        note: d.note,
      })
      .returning({ id: childGifts.id });
    return {
      body: {
        message: translate('adminValidation:childGift.paid'),
        data: {
          _id: gift!.id,
          reference: childGiftReference(gift!.id),
          childId: d.childId,
          kind: d.kind,
          amount: d.amount,
          paymentMethod: d.paymentMethod,
        },
      },
      mail: { type: 'child-gift-receipt', giftId: gift!.id, lang: d.lang },
    };
  },
  reference: async (tx, paymentId) => {
    const [row] = await tx.select({ id: childGifts.id }).from(childGifts).where(eq(childGifts.paymentId, paymentId));
    return row ? childGiftReference(row.id) : null;
  },
};
