import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { donations } from '~/server/core/db/schema';
import { type DonationDetails, donationReference } from '~/server/giving/payments/purchase-details';
import type { PurchaseWriter } from '~/server/giving/payments/purchase-writer';
import { formatRwfNumber } from '~/shared/format';
import type { Language } from '~/shared/i18n';
import { translate } from '~/shared/i18n';
import type { Donation } from '~/shared/schemas/donation';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';

export const donationDetails = (d: Donation, target: string, lang: Language): DonationDetails => ({
  amount: d.amount,
  donationType: d.donationType,
  paymentMethod: d.paymentMethod,
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phone: d.phone ?? '',
  anonymous: d.anonymous,
  childId: d.childId ?? null,
  target,
  lang,
});

/** The donor as a supporter (found by address, or made), in the transaction that writes their gift. */
export const donorAsSupporter = (
  tx: Db,
  d: Pick<DonationDetails, 'email' | 'firstName' | 'lastName' | 'phone'> & { lang?: string },
) => findOrCreateSupporter(tx, { email: d.email, name: `${d.firstName} ${d.lastName}`, phone: d.phone, lang: d.lang });

export const donationPurchase: PurchaseWriter<DonationDetails> = {
  async write(tx, paymentId, d) {
    const supporterId = await donorAsSupporter(tx, d);
    const [row] = await tx
      .insert(donations)
      .values({
        paymentId,
        supporterId,
        amountRwf: d.amount,
        donationType: d.donationType,
        paymentMethod: d.paymentMethod,
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phone,
        anonymous: d.anonymous,
        childId: d.childId,
        target: d.target,
      })
      .returning({ id: donations.id });
    const id = row!.id;
    return {
      body: {
        message: translate('validation:payment.donated', { amount: formatRwfNumber(d.amount), target: d.target }),
        data: {
          _id: id,
          reference: donationReference(id),
          amount: d.amount,
          donationType: d.donationType,
          paymentMethod: d.paymentMethod,
          target: d.target,
        },
      },
      mail: { type: 'donation-receipt', donationId: id, lang: d.lang },
    };
  },
  reference: async (tx: Db, paymentId) => {
    const [row] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.paymentId, paymentId));
    return row ? donationReference(row.id) : null;
  },
};
