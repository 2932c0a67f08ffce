import { z } from 'zod';
import { emailField, optionalText, requiredText, v } from './common';

export const donationTypes = ['one-time', 'monthly'] as const;
export const donationMethods = ['card', 'momo', 'airtime'] as const;
/** A sane ceiling: larger gifts are arranged with the organisation directly. */
export const MAX_DONATION_RWF = 100_000_000;

export const CARD_NUMBER_PATTERN = /^\d{16}$/;
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const CARD_CVC_PATTERN = /^\d{3,4}$/;
export const PIN_PATTERN = /^\d{4}$/;

export const donationSchema = z
  .object({
    amount: z
      .number({ error: v('donation.amount') })
      .int(v('donation.amount'))
      .positive(v('donation.amount'))
      .max(MAX_DONATION_RWF, v('donation.amountTooLarge')),
    donationType: z.enum(donationTypes),
    paymentMethod: z.enum(donationMethods),
    firstName: requiredText('donation.firstName', 100),
    lastName: requiredText('donation.lastName', 100),
    email: emailField('donation.email'),
    phone: optionalText(30),
    anonymous: z.boolean().default(false),
    childId: z.uuid().optional(),
    cardNumber: z.string().max(40).optional(),
    cardExpiry: z.string().max(10).optional(),
    cardCvc: z.string().max(10).optional(),
    cardName: z.string().max(100).optional(),
    pin: z.string().max(10).optional(),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, key: string) => ctx.addIssue({ code: 'custom', path: [path], message: v(key) });
    if (d.paymentMethod === 'card') {
      if (!CARD_NUMBER_PATTERN.test((d.cardNumber ?? '').replace(/\s/g, '')))
        issue('cardNumber', 'donation.cardNumber');
      if (!CARD_EXPIRY_PATTERN.test(d.cardExpiry ?? '')) issue('cardExpiry', 'donation.cardExpiry');
      if (!CARD_CVC_PATTERN.test(d.cardCvc ?? '')) issue('cardCvc', 'donation.cardCvc');
      if (!(d.cardName ?? '').trim()) issue('cardName', 'donation.cardName');
    } else {
      if (!d.phone) issue('phone', 'donation.phone');
    }
  });

export type DonationInput = z.input<typeof donationSchema>;
export type Donation = z.output<typeof donationSchema>;

/** Server-side: momo and airtime also need the 4-digit PIN the dialog collects. */
export const donationRequestSchema = donationSchema.superRefine((d, ctx) => {
  if (d.paymentMethod !== 'card' && !PIN_PATTERN.test(d.pin ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['pin'], message: v('donation.pin') });
  }
});
