import { z } from 'zod';
import { emailField, optionalText, adminMessageKey } from './common';
import { givingTokenSchema } from './giving';
import { dataOf, isoDateTime, languageSchema } from './record';
import { NAME_MAX, PHONE_MAX } from '../my-data-limits';

/*
 * A supporter's rights over their data (Rwanda's Law No 058/2021, docs/data-protection.md):
 * see it and download it, correct it, withdraw a consent, erase it; from their own
 * signed page (/my-giving) and through staff (/dashboard/supporters/:id).
 */
export const consentPurposes = ['newsletter', 'sms'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const exportFormats = ['json', 'csv'] as const;

export const consentStateSchema = z.strictObject({
  purpose: z.enum(consentPurposes),
  given: z.boolean(),
  /** When it was given (or, when withdrawn, when it was withdrawn). */
  at: isoDateTime.nullable(),
  source: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** What the person's page shows of their data: how we address them and their consents. */
export const myDataSchema = z.strictObject({
  name: z.string(),
  phone: z.string(),
  lang: languageSchema,
  consents: z.array(consentStateSchema),
  /** We stopped writing to their address after bounces or a complaint (docs/operations.md): since when, and why. */
  mailStopped: z
    .strictObject({
      email: z.string(),
      reason: z.enum(['hard-bounce', 'soft-bounces', 'complaint']),
      since: isoDateTime,
    })
    .nullable(),
});
export type MyData = z.infer<typeof myDataSchema>;
export const myDataAnswerSchema = dataOf(myDataSchema);

/** A correction: the name they are called, the phone we keep for them, the language we write in. */
export const correctionSchema = z.strictObject({
  name: optionalText(NAME_MAX),
  phone: optionalText(PHONE_MAX).refine(
    (p) => p === '' || /^\+?[\d\s-]{6,30}$/.test(p),
    adminMessageKey('myData.phone'),
  ),
  lang: languageSchema,
});
export type Correction = z.infer<typeof correctionSchema>;

export const myDataQuerySchema = z.strictObject({
  token: givingTokenSchema,
  format: z.enum(exportFormats).default('json'),
});
export const myDataTokenQuerySchema = z.strictObject({ token: givingTokenSchema });
export const myCorrectionSchema = correctionSchema.extend({ token: givingTokenSchema });
export const myWithdrawalSchema = z.strictObject({ token: givingTokenSchema, purpose: z.enum(consentPurposes) });
/** "My address is right: write to me again." */
export const myAddressSchema = z.strictObject({ token: givingTokenSchema });
/** A new e-mail address (issue 41): a link goes to it, and nothing changes until it is followed. */
export const myEmailChangeSchema = z.strictObject({ token: givingTokenSchema, email: emailField('donation.email') });
/** The link's token (mailed to the new address): what it would change, and confirming it. */
export const emailChangeTokenSchema = z.strictObject({ token: givingTokenSchema });
export const emailChangeAnswerSchema = dataOf(z.strictObject({ email: z.string(), expiresAt: isoDateTime }));
export const emailChangedAnswerSchema = z.strictObject({
  message: z.string(),
  /** Whether the notice to the old address was queued. */
  mailed: z.boolean(),
  /** The person's giving page at their new address. */
  pageLink: z.string(),
});

/** Erasure asks for the word said on the confirmation step: a stray request erases nothing. */
export const myErasureSchema = z.strictObject({
  token: givingTokenSchema,
  confirm: z.literal('erase', { error: adminMessageKey('myData.confirm') }),
});
