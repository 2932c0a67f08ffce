import { z } from 'zod';
import { supporterMailSchema } from './mail';
import { messageKey, adminMessageKey } from './common';
import { givingPaymentSchema, givingPlanSchema } from './giving';
import { consentStateSchema, consentPurposes, correctionSchema } from './my-data';
import { pageQuerySchema, pagedListOf } from './paging';
import { dataOf, isoDateTime, languageSchema, recordId } from './record';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

/*
 * A supporter's record in the dashboard (/dashboard/supporters/:id): one person and
 * everything that is theirs; staff's notes; their rights exercised through staff.
 */

/** Who the supporter is, in the list and on their record. */
const supporterFields = { _id: recordId, name: z.string(), email: z.string().nullable(), phone: z.string() };

export const supporterSummarySchema = z.strictObject({ ...supporterFields, createdAt: isoDateTime });
export type SupporterSummary = z.infer<typeof supporterSummarySchema>;

export const supporterListQuerySchema = pageQuerySchema().extend({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
});
export const supporterPageSchema = pagedListOf(supporterSummarySchema);
export type SupporterPage = z.infer<typeof supporterPageSchema>;

const item = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ _id: z.string(), date: isoDateTime, ...shape });

export const supporterRecordSchema = z.strictObject({
  ...supporterFields,
  lang: languageSchema,
  createdAt: isoDateTime,
  /** Every address their records were given with (a merged record has several). */
  emails: z.array(z.string()),
  consents: z.array(consentStateSchema),
  /** `kind` 'call': staff called them from Sponsor health's "who to call" (docs/sponsor-health.md). */
  notes: z.array(item({ text: z.string(), author: z.string().nullable(), kind: z.enum(['note', 'call']) })),
  /** Donations (online and offline), sponsorship payments and gift orders, newest first. */
  gifts: z.array(givingPaymentSchema),
  plans: z.array(givingPlanSchema),
  sponsorships: z.array(item({ child: z.string().nullable(), status: z.string(), endedAt: isoDateTime.nullable() })),
  messages: z.array(item({ subject: z.string(), status: z.string() })),
  applications: z.array(item({ skill: z.string().nullable(), availabilityDate: z.string() })),
  subscriptions: z.array(item({ email: z.string() })),
  smsConsents: z.array(
    item({ phone: z.string(), consentSource: z.string().nullable(), optedOutAt: isoDateTime.nullable() }),
  ),
  /** Whether our e-mails reach them: suppressions (event and date) and messages not sent, with why. */
  mail: supporterMailSchema,
});
export type SupporterRecord = z.infer<typeof supporterRecordSchema>;
export const supporterRecordAnswerSchema = dataOf(supporterRecordSchema);

export const NOTE_MAX = 2000;
export const supporterNoteInputSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, adminMessageKey('supporter.note'))
    .max(NOTE_MAX, messageKey('tooLong', { max: NOTE_MAX })),
});
export const supporterCorrectionSchema = correctionSchema;
export const supporterWithdrawalSchema = z.strictObject({ purpose: z.enum(consentPurposes) });
export const supporterMergeSchema = z.strictObject({ otherId: recordId });
export const supporterErasureSchema = z.strictObject({
  confirm: z.literal('erase', { error: adminMessageKey('myData.confirm') }),
});
export const supporterExportQuerySchema = z.strictObject({ format: z.enum(['json', 'csv']).default('json') });
