import { z } from 'zod';
import { childGiftKinds } from './child-gift-settings';
import { adminMessageKey, emailField, messageKey, optionalText, requiredText } from './common';
import { plainPageOf, plainPageQueryFields } from './paging';
import { dataOf, isoDateTime, messageAndDataOf, recordId } from './record';

/**
 * Reconciling a provider's statement with our records (docs/accounting.md#reconciliation):
 * the providers, the column mapping kept for each, what an upload answers, and the
 * assignment of a line nobody recorded.
 */
export const statementProviders = ['mtn-momo', 'airtel-money', 'flutterwave', 'bank'] as const;
export type StatementProvider = (typeof statementProviders)[number];

/** The largest statement taken (a 10,000-line statement is about 1 MB). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** Which column of the provider's file holds each thing (its header, as written); optional ones may be left empty. */
const column = (required: boolean) =>
  required
    ? z.string().trim().min(1, adminMessageKey('reconciliation.column')).max(100)
    : z.string().trim().max(100).default('');
export const statementMappingSchema = z.strictObject({
  reference: column(true),
  amount: column(true),
  date: column(true),
  status: column(false),
  fee: column(false),
  payer: column(false),
  currency: column(false),
});
export type StatementMapping = z.output<typeof statementMappingSchema>;
export const statementMappingsAnswerSchema = dataOf(
  z.partialRecord(z.enum(statementProviders), statementMappingSchema),
);
export const statementProviderParams = z.object({ provider: z.enum(statementProviders) });

/** What each line became. "oursOnly" are our records the statement lacks (counted, not stored). */
export const lineStates = ['matched', 'different', 'statementOnly', 'ignored'] as const;
export type LineState = (typeof lineStates)[number];
export const statementViews = ['matched', 'different', 'statementOnly', 'oursOnly'] as const;
export type StatementView = (typeof statementViews)[number];

export const statementUploadFieldsSchema = z.object({
  provider: z.enum(statementProviders, { error: adminMessageKey('reconciliation.provider') }),
  /** The screen posted without JavaScript: where the answer sends the browser back (303). */
  returnTo: z.string().max(800).optional(),
});

export const statementSummarySchema = z.strictObject({
  _id: recordId,
  provider: z.enum(statementProviders),
  fileName: z.string(),
  lines: z.number().int(),
  /** Lines an earlier upload already brought: not matched again. */
  repeated: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  createdAt: isoDateTime,
  counts: z.strictObject({
    matched: z.number().int(),
    different: z.number().int(),
    statementOnly: z.number().int(),
    oursOnly: z.number().int(),
    ignored: z.number().int(),
  }),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
export const statementUploadAnswerSchema = messageAndDataOf(statementSummarySchema);
export const statementListQuerySchema = z.object(plainPageQueryFields(20));
export const statementListSchema = plainPageOf(statementSummarySchema);

/** One row of a view: a statement line, or (oursOnly) a payment or gift of ours. */
export const statementRowSchema = z.strictObject({
  _id: recordId,
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  day: z.string(),
  payer: z.string(),
  succeeded: z.boolean(),
  /** Why a line differs (amount, status), and what our record says. */
  difference: z.string().nullable(),
  ours: z.strictObject({ reference: z.string(), amount: z.number(), status: z.string() }).nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementViewQuerySchema = z.object({
  view: z.enum(statementViews).default('statementOnly'),
  ...plainPageQueryFields(50),
});
export const statementViewSchema = z.strictObject({
  data: z.strictObject({
    statement: statementSummarySchema,
    view: z.enum(statementViews),
    rows: z.array(statementRowSchema),
  }),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StatementViewAnswer = z.infer<typeof statementViewSchema>;

/**
 * What a line nobody recorded becomes (docs/accounting.md#reconciliation): a gift to the
 * general fund, a gift named for a child (both Donation Records'), a sponsorship payment
 * of the child's sponsorship, or a gift to the sponsored child (birthday, Christmas, family).
 */
export const linePurposes = ['general', 'child', 'sponsorship', 'childGift'] as const;
export type LinePurpose = (typeof linePurposes)[number];
/** The two purposes paid to a child's sponsorship: its sponsor is the payer unless staff name them. */
export const sponsorPurposes: readonly LinePurpose[] = ['sponsorship', 'childGift'];
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const giverFields = ['firstName', 'lastName', 'email'] as const;

/** A line nobody recorded, given to a supporter (found or created by e-mail) and a purpose. */
export const lineAssignInputSchema = z
  .strictObject({
    firstName: z.preprocess(blank, requiredText('donation.firstName', 100).optional()),
    lastName: z.preprocess(blank, requiredText('donation.lastName', 100).optional()),
    email: z.preprocess(blank, emailField('donation.email').optional()),
    phone: optionalText(30),
    purpose: z.enum(linePurposes).default('general'),
    childId: z.preprocess(blank, z.uuid().optional()),
    giftKind: z.enum(childGiftKinds).default('family'),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    // A gift to the charity needs its giver; a sponsorship's payment has its sponsor.
    if (sponsorPurposes.includes(v.purpose)) return;
    for (const field of giverFields)
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: messageKey(`donation.${field}`) });
  });
export type LineAssignInput = z.input<typeof lineAssignInputSchema>;
export const lineAssignAnswerSchema = messageAndDataOf(
  z.strictObject({
    lineId: recordId,
    /** The offline gift recorded (general, child), or the payment written (sponsorship, childGift). */
    donationId: recordId.nullable(),
    paymentId: recordId.nullable(),
    /** The record's receipt reference: DN-, SP- or CG-. */
    reference: z.string(),
  }),
);
