import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { children } from '~/server/core/db/schema';
import { refusal } from '~/server/core/http/errors';
import {
  holdChild,
  instrumentFor,
  paymentRefusal,
  takePayment,
  type PaymentAnswer,
  type PaymentCall,
  type PaymentDeps,
  type SponsorshipDetails,
} from '~/server/giving';
import { sponsorshipInstrument } from '~/shared/schemas/payment-instrument';
import { formatRwfNumber } from '~/shared/format';
import type { sponsorshipPaymentSchema } from '~/shared/schemas/sponsorship-payment';

type SponsorshipInput = z.output<typeof sponsorshipPaymentSchema>;

/**
 * docs/product.md's sponsorship payment. A child is sponsored once: the payment's transaction
 * starts by holding the child for it (a conditional UPDATE, payments/child-holds.ts), so of two
 * sponsors paying at the same instant one wins and the other gets 409 without being
 * charged. The hold lasts minutes; the child is sponsored when the payment is approved
 * and handed back if it fails or expires (sponsorships/write-sponsorship.ts).
 * The amount is whole francs, at least the child's monthly support.
 */
export async function paySponsorship(
  deps: PaymentDeps,
  input: SponsorshipInput,
  req: PaymentCall,
): Promise<PaymentAnswer> {
  const instrument = instrumentFor(deps.gateway, sponsorshipInstrument(input));
  const amount = input.amount;
  return takePayment({
    deps,
    log: req.log,
    kind: 'sponsorship',
    amountMinor: amount,
    currency: 'RWF',
    method: input.paymentMethod,
    description: 'Child sponsorship',
    instrument,
    idempotencyKey: req.idempotencyKey,
    payer: { ip: req.ip, email: input.sponsorEmail, name: input.sponsorName },
    purchase: [input.childId.toLowerCase(), amount, input.paymentFrequency, input.sponsorEmail.toLowerCase()],
    claim: async (tx, hold) => {
      const [known] = await tx
        .select({ id: children.id, monthlySupport: children.monthlySupport, listed: children.listed })
        .from(children)
        .where(eq(children.id, input.childId));
      // An unlisted child (no guardian's consent, or left) is not known publicly.
      if (!known?.listed) throw refusal(404, 'validation:payment.unknownChild');
      // Before the claim: a too-small amount must not take the child off the list.
      const min = Math.ceil(Number(known.monthlySupport));
      if (amount < min)
        throw paymentRefusal(400, 'belowMonthlySupport', {
          field: 'amount',
          values: (l) => ({ min: formatRwfNumber(min, l) }),
        });
      const limits = { perPayer: deps.config.PAYMENT_HOLDS_PER_ADDRESS, share: deps.config.PAYMENT_HOLDS_SHARE };
      const child = await holdChild(tx, input.childId, hold, limits, req.lang);
      if (!child) throw refusal(409, 'validation:payment.alreadySponsored');
      return child;
    },
    details: (child): SponsorshipDetails => ({
      childId: child.id,
      childName: child.name,
      sponsorName: input.sponsorName,
      sponsorEmail: input.sponsorEmail,
      sponsorPhone: input.sponsorPhone,
      amount,
      paymentMethod: input.paymentMethod,
      paymentFrequency: input.paymentFrequency,
      lang: req.lang,
    }),
  });
}
