import { z } from 'zod';
import { emailField, requiredText, messageKey } from './common';
import { instrumentFields } from './payment-instrument';
import { paymentMethods, sponsorshipFrequencies } from './payment-methods';
import { recordId } from './record';

/** docs/product.md's sponsorship payment entity (POST /api/pay/sponsors). */
export const sponsorshipPaymentSchema = z.object({
  childId: z.uuid(),
  sponsorName: requiredText('sponsorship.name', 100),
  sponsorEmail: emailField('sponsorship.email'),
  sponsorPhone: requiredText('sponsorship.phone', 30),
  /** Whole francs, a JSON number (never "5000" or true); the server requires at least the child's monthlySupport. */
  amount: z
    .number({ error: messageKey('sponsorship.amount') })
    .int(messageKey('sponsorship.amount'))
    .positive(messageKey('sponsorship.amount'))
    .max(100_000_000, messageKey('sponsorship.amount')),
  paymentMethod: z.enum(paymentMethods),
  paymentFrequency: z.enum(sponsorshipFrequencies),
  /** "Send my receipts by SMS" to the sponsor's phone: a consent recorded with its date (src/server/core/sms/). */
  smsReceipts: z.boolean().optional(),
  paymentDetails: z
    .object({
      momoNumber: instrumentFields.phone,
      cardNumber: instrumentFields.cardNumber,
      cardExpiry: instrumentFields.cardExpiry,
      cardCvv: instrumentFields.cardCvc,
      cardName: instrumentFields.cardName,
      pin: instrumentFields.pin,
    })
    .default({}),
});

/** POST /api/pay/sponsors (201); `amount` is the whole francs taken. */
export const sponsorshipPaymentAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({
    _id: recordId,
    childId: recordId,
    amount: z.number().int(),
    paymentMethod: z.enum(paymentMethods),
    paymentFrequency: z.enum(sponsorshipFrequencies),
    /**
     * False when the money was taken after the child stopped being held for it (another
     * sponsor has the child): recorded, the payer told, staff in touch (`_id` is then the record's).
     */
    placed: z.literal(false).optional(),
  }),
});
export type SponsorshipPaymentAnswer = z.infer<typeof sponsorshipPaymentAnswerSchema>;
