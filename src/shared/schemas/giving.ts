import { z } from 'zod';
import { emailField, messageKey } from './common';
import { paymentMethods } from './payment-methods';
import { dataOf, isoDateTime, languageSchema, listOf, recordId } from './record';

/*
 * Monthly plans and the payer's own giving page (/my-giving), reached by a signed link
 * without an account; and staff's Recurring section.
 */
export const planStatuses = ['active', 'paused', 'lapsed', 'cancelled'] as const;
export const planKinds = ['donation', 'sponsorship'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export const givingPaymentSchema = z.strictObject({
  _id: recordId,
  kind: z.enum(['donation', 'order', 'sponsorship', 'child-gift']),
  amount: z.number(),
  currency: z.enum(['RWF', 'USD']),
  method: z.string(),
  date: isoDateTime,
  reference: z.string(),
  /** What it went to: "General Donation", a child's name (a sponsorship, a gift to the child); for a gift order, the gifts it bought. */
  description: z.string(),
  planId: recordId.nullable(),
});
export type GivingPayment = z.infer<typeof givingPaymentSchema>;

export const givingPlanSchema = z.strictObject({
  _id: recordId,
  kind: z.enum(planKinds),
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  target: z.string(),
  childId: recordId.nullable(),
  dayOfMonth: z.number().int(),
  nextDueOn: z.iso.date(),
  status: z.enum(planStatuses),
  /** Failed tries of the month being collected. */
  failures: z.number().int(),
  lastPaidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The smallest monthly amount the plan takes (a sponsorship: the child's monthly support); on the payer's page. */
  minAmount: z.number().int().optional(),
  /** Paused because the sponsored child left: only the sponsor's choice (not Resume) decides what follows. */
  awaitsChoice: z.boolean().optional(),
  /** MoMo pre-approval: 'pending' (waiting for the payer's approval) or 'approved'; null: monthly prompts. */
  preapproval: z.enum(['pending', 'approved']).nullable().optional(),
  /** Debited without a prompt until this day (the pre-approval's end): "automatic until {date}". */
  automaticUntil: z.iso.date().nullable().optional(),
  /** The most a month is taken without a prompt (what the payer pre-approved). */
  automaticMax: z.number().int().nullable().optional(),
  /** Whether the next month is taken without the payer's action (pre-approved MoMo, a saved card): it may be skipped. */
  automatic: z.boolean().optional(),
});
export type GivingPlan = z.infer<typeof givingPlanSchema>;

/**
 * What the payer's receipts say about them: the name (the one they chose on their page,
 * else the one given with their latest gift) and an optional postal address.
 */
export const receiptProfileSchema = z.strictObject({
  name: z.string(),
  postalAddress: z.string(),
  /** Whether the payer chose the name on their page (else it comes from their latest gift). */
  chosen: z.boolean(),
});
export type ReceiptProfile = z.infer<typeof receiptProfileSchema>;

/** GET /api/giving: the address the link names, its payments and its plans. */
export const givingAnswerSchema = dataOf(
  z.strictObject({
    email: z.string(),
    profile: receiptProfileSchema,
    payments: z.array(givingPaymentSchema),
    plans: z.array(givingPlanSchema),
  }),
);
export type GivingAnswer = z.infer<typeof givingAnswerSchema>;

/** The signed link's token, as every self-service call carries it. */
export const givingTokenSchema = z
  .string({ error: messageKey('invalid') })
  .min(10, messageKey('invalid'))
  .max(1000, messageKey('invalid'));
/** A signed link's page and reads: `lang` (the links in messages carry it) asks for that language. */
export const givingQuerySchema = z.strictObject({ token: givingTokenSchema, lang: languageSchema.optional() });
/** A receipt or statement: `lang` asks for it in that language (else the page's). */
export const receiptQuerySchema = z.strictObject({ token: givingTokenSchema, lang: languageSchema.optional() });

export const RECEIPT_NAME_MAX = 120;
export const POSTAL_ADDRESS_MAX = 400;
/** POST /api/giving/profile: an empty name goes back to the name given with the gifts. */
export const receiptProfileInputSchema = z.strictObject({
  token: givingTokenSchema,
  name: z
    .string({ error: messageKey('invalid') })
    .trim()
    .max(RECEIPT_NAME_MAX, messageKey('tooLong', { max: RECEIPT_NAME_MAX }))
    .default(''),
  postalAddress: z
    .string({ error: messageKey('invalid') })
    .trim()
    .max(POSTAL_ADDRESS_MAX, messageKey('tooLong', { max: POSTAL_ADDRESS_MAX }))
    .default(''),
});
export const receiptProfileAnswerSchema = z.strictObject({ message: z.string(), data: receiptProfileSchema });

export const givingLinkInputSchema = z.strictObject({ email: emailField('donation.email') });

export const MAX_PLAN_AMOUNT_RWF = 10_000_000;
/** A reason given for cancelling a plan: optional, a few sentences at most. */
export const STOP_REASON_MAX = 500;
export const stopReasonSchema = z
  .string({ error: messageKey('invalid') })
  .trim()
  .max(STOP_REASON_MAX, messageKey('tooLong', { max: STOP_REASON_MAX }))
  .optional();
/** One change to a plan: a new amount, a new day of the month, or pause / resume / cancel. */
export const planChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('amount'),
      amount: z
        .number({ error: messageKey('payment.amount') })
        .int(messageKey('wholeNumber'))
        .positive(messageKey('payment.amount'))
        .max(MAX_PLAN_AMOUNT_RWF, messageKey('atMost', { max: MAX_PLAN_AMOUNT_RWF })),
    }),
    z.strictObject({
      action: z.literal('day'),
      dayOfMonth: z
        .number({ error: messageKey('invalid') })
        .int(messageKey('wholeNumber'))
        .min(1, messageKey('invalid'))
        .max(28, messageKey('invalid')),
    }),
    // skip: this month is not asked for (no debt); stop-automatic: no more debits without a prompt (MoMo pre-approval).
    z.strictObject({ action: z.enum(['pause', 'resume', 'skip', 'stop-automatic']) }),
    // Why they stop, if they say (Sponsor health's "who stopped", docs/sponsor-health.md).
    z.strictObject({ action: z.literal('cancel'), reason: stopReasonSchema }),
  ],
  { error: messageKey('invalid') },
);
export type PlanChange = z.infer<typeof planChangeSchema>;
export const planChangeBodySchema = z.intersection(z.strictObject({ token: givingTokenSchema }), planChangeSchema);

export const planAnswerSchema = z.strictObject({
  message: z.string(),
  data: givingPlanSchema,
  /** Whether the e-mail the change causes was queued (absent: the change sends none the page speaks of). */
  mailed: z.boolean().optional(),
  /** After a raise is confirmed: the payer's own page (a fresh signed link), to go back to. */
  pageLink: z.string().optional(),
});

/** GET /api/giving/changes: the raise a confirmation link (e-mailed to the payer) would apply, and until when. */
export const planChangeAnswerSchema = dataOf(
  z.strictObject({ plan: givingPlanSchema, amount: z.number().int(), expiresAt: isoDateTime }),
);
export type PlanChangeAnswer = z.infer<typeof planChangeAnswerSchema>;

// ---- staff --------------------------------------------------------------------------
export const adminPlanSchema = givingPlanSchema.extend({
  payerName: z.string(),
  payerEmail: z.string(),
  payerPhone: z.string(),
  /** Due date passed and not yet collected (retrying). */
  overdue: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = listOf(adminPlanSchema);

export const adminPlanActionSchema = z.strictObject({
  action: z.enum(['pause', 'resume', 'cancel']),
  reason: stopReasonSchema,
});

export const statementInputSchema = z.strictObject({
  email: emailField('donation.email'),
  year: z
    .number({ error: messageKey('invalid') })
    .int(messageKey('invalid'))
    .min(2000, messageKey('invalid'))
    .max(2100, messageKey('invalid')),
});

/** Monthly recurring revenue: active plans' monthly amounts now, and a month ago (RWF). */
export const recurringRevenueSchema = z.strictObject({
  mrr: z.number(),
  previousMrr: z.number(),
  activePlans: z.number(),
});
export type RecurringRevenue = z.infer<typeof recurringRevenueSchema>;
