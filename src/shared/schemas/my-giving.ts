import { photoWidthQuery } from '~/shared/schemas/images';
import { z } from 'zod';
import { allLanguages } from '~/shared/i18n/core';
import { departureChoiceInputSchema, departureChoices } from './departure';
import { givingTokenSchema, receiptQuerySchema } from './giving';
import { paymentMethods } from './payment-methods';

/*
 * The inputs and answers of the payer's own page's routes (/api/giving/..., reached by a
 * signed link) that no form shares: declared once here for their contracts
 * (src/shared/contracts/my-giving.ts and its siblings).
 */

/** A body that carries only the link's token (confirming a raise, signing out of all links, paying now). */
export const givingTokenBodySchema = z.strictObject({ token: givingTokenSchema });

/** POST /api/giving/plans/:id/pay: paid at once (201) or pending (202: the phone, or the card page). */
export const payNowAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({
    status: z.enum(['paid', 'pending']),
    paymentId: z.uuid().nullable(),
    redirectUrl: z.string().optional(),
  }),
});

/** GET /api/giving/statement: one year's statement (a PDF). */
export const statementQuerySchema = receiptQuerySchema.extend({ year: z.string().regex(/^20\d\d$/, 'year') });

/** POST /api/giving/language: the language the supporter chose on their page. */
export const languageChoiceSchema = z.strictObject({ token: givingTokenSchema, lang: z.enum(allLanguages) });

/** POST /api/giving/plans/:id/method: the new method, and the number for mobile money or airtime. */
export const planMethodBodySchema = z.strictObject({
  token: givingTokenSchema,
  method: z.enum(paymentMethods),
  phone: z.string().max(30).optional(),
});
export type PlanMethodBody = z.infer<typeof planMethodBodySchema>;

/** POST /api/giving/departures/:id: the sponsor's choice after their child left. */
export const departureChoiceBodySchema = departureChoiceInputSchema.extend({ token: givingTokenSchema });
export const departureChosenAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ choice: z.enum(departureChoices), newChildId: z.uuid().nullable() }),
});

/** GET /api/giving/child-gifts/:id/photo: the link's token and the width. */
export const sponsorGiftPhotoQuerySchema = z.strictObject({ token: givingTokenSchema, ...photoWidthQuery });

/** MTN's callback for one pre-approval names it by our reference (a uuid). */
export const preapprovalParams = z.object({ ref: z.uuid() });
