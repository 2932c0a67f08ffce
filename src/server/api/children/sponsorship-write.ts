import { and, eq } from 'drizzle-orm';
import { children } from '~/server/db/schema';
import { sponsorshipPayments } from '~/server/db/sponsorship-schema';
import type { PurchaseWriter } from '~/server/payments/purchase-writer';
import type { Language } from '~/shared/i18n';
import { translate } from '~/shared/i18n';

/** The sponsorship as kept until its money is taken; the child is held (is_sponsored) meanwhile. */
export interface SponsorshipDetails {
  childId: string;
  childName: string;
  sponsorName: string;
  sponsorEmail: string;
  sponsorPhone: string;
  amount: number;
  paymentMethod: 'card' | 'momo' | 'airtime';
  paymentFrequency: 'monthly' | 'onetime';
  lang: Language;
}

export const sponsorshipReference = (id: string) => `SP-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export const sponsorshipPurchase: PurchaseWriter<SponsorshipDetails> = {
  async write(tx, paymentId, s) {
    const [row] = await tx
      .insert(sponsorshipPayments)
      .values({
        paymentId,
        childId: s.childId,
        sponsorName: s.sponsorName,
        sponsorEmail: s.sponsorEmail,
        sponsorPhone: s.sponsorPhone,
        amount: s.amount.toFixed(2),
        paymentMethod: s.paymentMethod,
        paymentFrequency: s.paymentFrequency,
      })
      .returning({ id: sponsorshipPayments.id });
    return {
      body: {
        message: translate('validation:payment.sponsored', { name: s.childName }),
        data: {
          _id: row!.id,
          childId: s.childId,
          amount: s.amount,
          paymentMethod: s.paymentMethod,
          paymentFrequency: s.paymentFrequency,
        },
      },
      mail: { type: 'sponsorship-confirmation', sponsorshipPaymentId: row!.id, lang: s.lang },
    };
  },
  // The hold was the claim's is_sponsored = true; a failed or expired payment hands the child back.
  async release(tx, s) {
    await tx
      .update(children)
      .set({ isSponsored: false, updatedAt: new Date() })
      .where(and(eq(children.id, s.childId), eq(children.isSponsored, true)));
  },
  reference: async (tx, paymentId) => {
    const [row] = await tx
      .select({ id: sponsorshipPayments.id })
      .from(sponsorshipPayments)
      .where(eq(sponsorshipPayments.paymentId, paymentId));
    return row ? sponsorshipReference(row.id) : null;
  },
};
