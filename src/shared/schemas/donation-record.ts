import { z } from 'zod';
import { emailField, optionalText, requiredText, messageKey, adminMessageKey } from './common';
import { MAX_DONATION_RWF, donationRecordFields, offlineMethods } from './donation';
import { recordId } from './record';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A gift staff received offline (POST /api/donations/offline): no payment through the site. */
export const offlineDonationInputSchema = z.object({
  amount: z
    .number({ error: messageKey('donation.amount') })
    .int(messageKey('donation.amount'))
    .positive(messageKey('donation.amount'))
    .max(MAX_DONATION_RWF, messageKey('donation.amountTooLarge', { max: MAX_DONATION_RWF.toLocaleString('en-US') })),
  method: z.enum(offlineMethods, { error: adminMessageKey('offlineGift.method') }),
  firstName: requiredText('donation.firstName', 100),
  lastName: requiredText('donation.lastName', 100),
  email: emailField('donation.email'),
  phone: optionalText(30),
  anonymous: z.boolean().default(false),
  receivedOn: z
    .string({ error: adminMessageKey('offlineGift.receivedOn') })
    .regex(DAY, adminMessageKey('offlineGift.receivedOn'))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), adminMessageKey('offlineGift.receivedOn')),
  note: optionalText(1000),
});
export type OfflineDonationInput = z.input<typeof offlineDonationInputSchema>;

export const receiptStatuses = ['none', 'queued', 'sent', 'failed'] as const;

/** GET /api/donations/:id: one donation with its donor's contact, its payment and its receipt. */
export const donationDetailSchema = z.strictObject({
  _id: recordId,
  reference: z.string(),
  ...donationRecordFields,
  anonymous: z.boolean(),
  offline: z.boolean(),
  donor: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  /** The payment through the site (null for an offline gift): never card data beyond the last four digits. */
  payment: z
    .strictObject({
      _id: recordId,
      status: z.string(),
      provider: z.string(),
      providerRef: z.string().nullable(),
      cardLast4: z.string().nullable(),
    })
    .nullable(),
  /** The e-mailed receipt: none queued, waiting, sent, or given up. */
  receipt: z.enum(receiptStatuses),
  /** Offline gifts: the day received, the staff note, who recorded it. */
  offlineRecord: z
    .strictObject({ receivedOn: z.string(), note: z.string(), recordedBy: z.string().nullable() })
    .nullable(),
});
export type DonationDetail = z.infer<typeof donationDetailSchema>;
