import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '~/server/db/client';
import { children, donations } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { readAirtime, readCard, readMobileMoney } from '~/server/payments/instrument';
import type { PaymentInstrument } from '~/server/payments/provider';
import { type PaymentAnswer, takePayment } from '~/server/payments/take-payment';
import { formatRwfNumber } from '~/shared/format';
import { translate } from '~/shared/i18n';
import type { Donation } from '~/shared/schemas/donation';

/** A reference a donor can quote on the phone: "DN-" and the first 8 characters of the id. */
export const donationReference = (id: string) => `DN-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export const GENERAL_DONATION = 'General Donation';

function instrumentOf(d: Donation): PaymentInstrument {
  if (d.paymentMethod === 'card')
    return readCard(
      { number: d.cardNumber, expiry: d.cardExpiry, cvc: d.cardCvc, name: d.cardName },
      { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', name: 'cardName' },
    );
  const phone = { phone: d.phone, pin: d.pin };
  const fields = { phone: 'phone', pin: 'pin' };
  return d.paymentMethod === 'momo' ? readMobileMoney(phone, fields) : readAirtime(phone, fields);
}

/** Takes a donation in RWF and records it; the target names the child when one is given. */
export async function donate(
  db: Db,
  log: FastifyBaseLogger,
  d: Donation,
  idempotencyKey: string | null,
): Promise<PaymentAnswer> {
  const instrument = instrumentOf(d);
  return takePayment({
    db,
    log,
    kind: 'donation',
    amountMinor: d.amount,
    currency: 'RWF',
    method: d.paymentMethod,
    description: 'Donation',
    instrument,
    idempotencyKey,
    purchase: [d.amount, d.donationType, d.childId ?? null, d.email.toLowerCase()],
    claim: async (tx) => {
      if (!d.childId) return GENERAL_DONATION;
      const [child] = await tx.select({ name: children.name }).from(children).where(eq(children.id, d.childId));
      if (!child) throw new HttpError(404, translate('validation:payment.unknownChild'));
      return `Sponsor ${child.name}`;
    },
    write: async (tx, paymentId, target) => {
      const [row] = await tx
        .insert(donations)
        .values({
          paymentId,
          amountRwf: d.amount,
          donationType: d.donationType,
          paymentMethod: d.paymentMethod,
          firstName: d.firstName,
          lastName: d.lastName,
          email: d.email,
          phone: d.phone,
          anonymous: d.anonymous,
          childId: d.childId ?? null,
          target,
        })
        .returning({ id: donations.id });
      return {
        message: translate('validation:payment.donated', { amount: formatRwfNumber(d.amount), target }),
        data: {
          _id: row!.id,
          reference: donationReference(row!.id),
          amount: d.amount,
          donationType: d.donationType,
          paymentMethod: d.paymentMethod,
          target,
        },
      };
    },
  });
}
