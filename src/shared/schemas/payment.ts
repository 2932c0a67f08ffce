import { z } from 'zod';
import { emailField, requiredText, v } from './common';
import { recordId } from './record';

/** SPEC's sponsorship payment entity (POST /api/pay/sponsors). */
export const sponsorshipPaymentSchema = z.object({
  childId: z.uuid(),
  sponsorName: requiredText('sponsorship.name', 100),
  sponsorEmail: emailField('sponsorship.email'),
  sponsorPhone: requiredText('sponsorship.phone', 30),
  /** Whole francs, a JSON number (never "5000" or true); the server requires at least the child's monthlySupport. */
  amount: z
    .number({ error: v('sponsorship.amount') })
    .int(v('sponsorship.amount'))
    .positive(v('sponsorship.amount'))
    .max(100_000_000, v('sponsorship.amount')),
  paymentMethod: z.enum(['card', 'momo', 'airtime']),
  paymentFrequency: z.enum(['monthly', 'onetime']),
  /** "Send my receipts by SMS" to the sponsor's phone: a consent recorded with its date (src/server/sms/). */
  smsReceipts: z.boolean().optional(),
  paymentDetails: z
    .object({
      momoNumber: z.string().max(30).optional(),
      cardNumber: z.string().max(30).optional(),
      cardExpiry: z.string().max(10).optional(),
      cardCvv: z.string().max(10).optional(),
      cardName: z.string().max(100).optional(),
      pin: z.string().max(10).optional(),
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
    paymentMethod: z.enum(['card', 'momo', 'airtime']),
    paymentFrequency: z.enum(['monthly', 'onetime']),
    /**
     * False when the money was taken after the child stopped being held for it (another
     * sponsor has the child): recorded, the payer told, staff in touch (`_id` is then the record's).
     */
    placed: z.literal(false).optional(),
  }),
});
export type SponsorshipPaymentAnswer = z.infer<typeof sponsorshipPaymentAnswerSchema>;
