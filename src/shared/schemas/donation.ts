import { z } from 'zod';
import { blankToUndefined, plainPageOf, plainPageQueryFields } from './paging';
import { emailField, optionalText, requiredText, messageKey } from './common';
import { instrumentFields } from './payment-instrument';
import { paymentFrequencies, paymentMethods } from './payment-methods';
import { isoDateTime, recordId } from './record';

/** docs/product.md's donation types are the kit's frequencies, its methods the kit's methods. */
export const donationTypes = paymentFrequencies;
export const donationMethods = paymentMethods;
/** How a gift staff record by hand came in (no payment through the site). */
export const offlineMethods = ['cash', 'bank', 'cheque'] as const;
/** Every method a donation record may carry. */
export const donationRecordMethods = [...donationMethods, ...offlineMethods] as const;
/** A sane ceiling: larger gifts are arranged with the organisation directly. */
export const MAX_DONATION_RWF = 100_000_000;

import { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_PATTERN, PIN_PATTERN } from '../card-rules';

export { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_PATTERN, PIN_PATTERN };

const donationFields = z.object({
  amount: z
    .number({ error: messageKey('donation.amount') })
    .int(messageKey('donation.amount'))
    .positive(messageKey('donation.amount'))
    .max(MAX_DONATION_RWF, messageKey('donation.amountTooLarge')),
  donationType: z.enum(donationTypes),
  paymentMethod: z.enum(donationMethods),
  firstName: requiredText('donation.firstName', 100),
  lastName: requiredText('donation.lastName', 100),
  email: emailField('donation.email'),
  phone: optionalText(30),
  anonymous: z.boolean().default(false),
  /** "Send my receipts by SMS": a consent recorded with its date (src/server/core/sms/). */
  smsReceipts: z.boolean().optional(),
  childId: z.uuid().optional(),
  cardNumber: instrumentFields.cardNumber,
  cardExpiry: instrumentFields.cardExpiry,
  cardCvc: instrumentFields.cardCvc,
  cardName: instrumentFields.cardName,
  pin: instrumentFields.pin,
});

export const donationSchema = donationFields.superRefine((d, ctx) => {
  const issue = (path: string, key: string) => ctx.addIssue({ code: 'custom', path: [path], message: messageKey(key) });
  if (d.paymentMethod === 'card') {
    if (!CARD_NUMBER_PATTERN.test((d.cardNumber ?? '').replace(/\s/g, ''))) issue('cardNumber', 'donation.cardNumber');
    if (!CARD_EXPIRY_PATTERN.test(d.cardExpiry ?? '')) issue('cardExpiry', 'donation.cardExpiry');
    if (!CARD_CVC_PATTERN.test(d.cardCvc ?? '')) issue('cardCvc', 'donation.cardCvc');
    if (!(d.cardName ?? '').trim()) issue('cardName', 'donation.cardName');
  } else {
    if (!d.phone) issue('phone', 'donation.phone');
  }
});

export type DonationInput = z.input<typeof donationSchema>;
export type Donation = z.output<typeof donationSchema>;

/**
 * The API's body (POST /api/donations): the amount a whole number (never a string or a
 * boolean), a phone for mobile payments. The card fields and the PIN are checked by
 * the server against the route the payment takes: the sandbox needs them, a live
 * provider takes them on its own page or on the payer's phone.
 */
export const donationBodySchema = donationFields.superRefine((d, ctx) => {
  if (d.paymentMethod !== 'card' && !d.phone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: messageKey('donation.phone') });
});

/** The form's check (sandbox): momo and airtime also need the 4-digit PIN the dialog collects. */
export const donationRequestSchema = donationSchema.superRefine((d, ctx) => {
  if (d.paymentMethod !== 'card' && !PIN_PATTERN.test(d.pin ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['pin'], message: messageKey('donation.pin') });
  }
});

/** POST /api/donations (201): `reference` is what a donor can quote on the phone. */
export const donationAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({
    _id: recordId,
    reference: z.string(),
    amount: z.number().int(),
    donationType: z.enum(donationTypes),
    paymentMethod: z.enum(donationMethods),
    /** 'General Donation', or 'Sponsor <child's name>'. */
    target: z.string(),
  }),
});
export type DonationAnswer = z.infer<typeof donationAnswerSchema>;

export const donationPeriods = ['7d', '30d', '90d', '1y', 'all'] as const;

/** GET /api/donations filters and paging; an empty value is the default. */
export const donationListQuerySchema = z.object({
  period: z.preprocess(blankToUndefined, z.enum(donationPeriods).default('all')),
  type: z.preprocess(blankToUndefined, z.enum(donationTypes).optional()),
  method: z.preprocess(blankToUndefined, z.enum(donationRecordMethods).optional()),
  ...plainPageQueryFields(20),
});
export type DonationListQuery = z.output<typeof donationListQuerySchema>;

/** A donation as staff read it, in the list and in its detail: how much, once or monthly, how paid, to what, when. */
export const donationRecordFields = {
  amount: z.number().int(),
  type: z.enum(['One-time', 'Monthly']),
  method: z.enum(donationRecordMethods),
  target: z.string(),
  date: isoDateTime,
};

/** One donation record as staff read it: anonymous to the public, named to staff (with the mark). */
export const donationRowSchema = z.strictObject({
  _id: recordId,
  reference: z.string(),
  donor: z.string(),
  email: z.string(),
  anonymous: z.boolean(),
  /** Recorded by staff (cash, bank, cheque), not paid through the site. */
  offline: z.boolean(),
  ...donationRecordFields,
});
export type DonationRow = z.infer<typeof donationRowSchema>;
/** GET /api/donations: one page, with totals over the whole filtered set (RWF). */
export const donationPageSchema = plainPageOf(donationRowSchema).extend({
  totalAmount: z.number(),
  donors: z.number().int(),
});
export type DonationPage = z.infer<typeof donationPageSchema>;
