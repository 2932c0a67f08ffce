import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '~/server/db/client';
import { children, sponsorshipPayments } from '~/server/db/schema';
import { HttpError, badRequest, conflict } from '~/server/http/errors';
import { readAirtime, readCard, readMobileMoney } from '~/server/payments/instrument';
import type { PaymentInstrument } from '~/server/payments/provider';
import { type PaymentAnswer, takePayment } from '~/server/payments/take-payment';
import { translate } from '~/shared/i18n';
import type { sponsorshipPaymentSchema } from '~/shared/schemas/payment';

type SponsorshipInput = z.output<typeof sponsorshipPaymentSchema>;

function instrumentOf(input: SponsorshipInput): PaymentInstrument {
  const d = input.paymentDetails;
  if (input.paymentMethod === 'card') {
    return readCard(
      { number: d.cardNumber, expiry: d.cardExpiry, cvc: d.cardCvv, name: d.cardName },
      {
        number: 'paymentDetails.cardNumber',
        expiry: 'paymentDetails.cardExpiry',
        cvc: 'paymentDetails.cardCvv',
        name: 'paymentDetails.cardName',
      },
    );
  }
  // The dialog asks for a MoMo number; without one, the sponsor's own phone is asked to pay.
  const phone = { phone: d.momoNumber?.trim() || input.sponsorPhone, pin: d.pin };
  const fields = { phone: 'paymentDetails.momoNumber', pin: 'paymentDetails.pin' };
  return input.paymentMethod === 'momo' ? readMobileMoney(phone, fields) : readAirtime(phone, fields);
}

/**
 * SPEC's sponsorship payment. A child is sponsored once: the payment's transaction
 * starts with a conditional UPDATE, so of two sponsors paying at the same instant one
 * wins and the other gets 409 without being charged.
 */
export async function paySponsorship(
  db: Db,
  log: FastifyBaseLogger,
  input: SponsorshipInput,
  idempotencyKey: string | null,
): Promise<PaymentAnswer> {
  const instrument = instrumentOf(input);
  // RWF has no minor unit in practice: the payment is taken in whole francs, and that
  // amount (not the typed one) is what is recorded and answered.
  const amountMinor = Math.round(input.amount);
  if (amountMinor < 1) throw badRequest(`amount: ${translate('validation:sponsorship.amount')}`);
  const amount = amountMinor;

  return takePayment({
    db,
    log,
    kind: 'sponsorship',
    amountMinor,
    currency: 'RWF',
    method: input.paymentMethod,
    description: 'Child sponsorship',
    instrument,
    idempotencyKey,
    purchase: [input.childId.toLowerCase(), amountMinor, input.paymentFrequency, input.sponsorEmail.toLowerCase()],
    claim: async (tx) => {
      const [child] = await tx
        .update(children)
        .set({ isSponsored: true, updatedAt: new Date() })
        .where(and(eq(children.id, input.childId), eq(children.isSponsored, false)))
        .returning({ id: children.id, name: children.name });
      if (child) return child;
      const [known] = await tx.select({ id: children.id }).from(children).where(eq(children.id, input.childId));
      throw known
        ? conflict(translate('validation:payment.alreadySponsored'))
        : new HttpError(404, translate('validation:payment.unknownChild'));
    },
    write: async (tx, paymentId, child) => {
      const [row] = await tx
        .insert(sponsorshipPayments)
        .values({
          paymentId,
          childId: child.id,
          sponsorName: input.sponsorName,
          sponsorEmail: input.sponsorEmail,
          sponsorPhone: input.sponsorPhone,
          amount: amount.toFixed(2),
          paymentMethod: input.paymentMethod,
          paymentFrequency: input.paymentFrequency,
        })
        .returning({ id: sponsorshipPayments.id });
      return {
        message: translate('validation:payment.sponsored', { name: child.name }),
        data: {
          _id: row!.id,
          childId: child.id,
          amount,
          paymentMethod: input.paymentMethod,
          paymentFrequency: input.paymentFrequency,
        },
      };
    },
  });
}
