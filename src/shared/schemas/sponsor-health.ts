import { z } from 'zod';
import { adminMessageKey } from './common';
import { pageQuerySchema, pagedListOf } from './paging';
import { contactFields } from './record';

/**
 * Sponsor health (docs/sponsor-health.md, issue 43): who is slipping away, in lists staff can
 * act on, and the few people most worth a call this week. docs/sponsor-health.md.
 */
export const healthLists = ['lybunt', 'sybunt', 'at-risk', 'stopped', 'child-left', 'waiting', 'quiet'] as const;
export type HealthList = (typeof healthLists)[number];

/** Why a row is on its list (the screen and the CSV say it in words). */
export const healthReasons = [
  // How the last gift was given (LYBUNT, SYBUNT).
  'donation',
  'sponsorship',
  'order',
  // Plans at risk.
  'failed',
  'card-expiring',
  'paused',
  // Who stopped.
  'cancelled',
  'lapsed',
  'child-left',
  // A child waiting, a sponsor who heard nothing.
  'waiting',
  'quiet',
  // Who to call: gave last year, not yet this year.
  'lybunt',
] as const;
export type HealthReason = (typeof healthReasons)[number];

/** The figures every role may read (the viewer too: nothing personal). */
export const healthSummarySchema = z.strictObject({
  retention: z.strictObject({
    /** Supporters who gave 13-24 months ago. */
    base: z.number().int(),
    /** Of them, those who gave again in the last 12 months. */
    retained: z.number().int(),
    /** retained / base in percent (one decimal), null when nobody gave 13-24 months ago. */
    rate: z.number().nullable(),
  }),
  counts: z.strictObject(
    Object.fromEntries(healthLists.map((l) => [l, z.number().int()])) as Record<HealthList, z.ZodNumber>,
  ),
  /** The months of silence after which a sponsor "heard nothing" (the child-news setting, 6 by default). */
  quietMonths: z.number().int(),
  /** Whether this person may open the lists and the calls (not the viewer). */
  personal: z.boolean(),
});
export type HealthSummary = z.infer<typeof healthSummarySchema>;
export const healthSummaryAnswerSchema = z.strictObject({ data: healthSummarySchema });

/** One row of a list: a supporter (or, for children waiting, a child), what matters about them and when. */
export const healthRowSchema = z.strictObject({
  _id: z.string(),
  supporterId: z.uuid().nullable(),
  ...contactFields,
  childId: z.uuid().nullable(),
  childName: z.string().nullable(),
  /** The list's date: the last gift, the failure, the pause, the stop, the child's leaving, waiting since, last news. */
  date: z.iso.datetime().nullable(),
  amountRwf: z.number().nullable(),
  method: z.string().nullable(),
  reason: z.enum(healthReasons),
  /** What the person said (a reason for stopping), when they said something. */
  note: z.string().nullable(),
});
export type HealthRow = z.infer<typeof healthRowSchema>;

export const healthListParams = z.object({ list: z.enum(healthLists) });
/** `?format=csv`: the whole list (every page) as a file. */
export const healthListQuerySchema = pageQuerySchema(25).extend({
  format: z.enum(['json', 'csv']).default('json'),
});
export const healthPageSchema = pagedListOf(healthRowSchema);
export type HealthPage = z.infer<typeof healthPageSchema>;

/** Who to call this week: a person, why (their reasons, strongest first), and how much they gave lately. */
export const callSuggestionSchema = z.strictObject({
  supporterId: z.uuid(),
  ...contactFields,
  reasons: z.array(z.enum(healthReasons)),
  /** RWF given in the last 24 months. */
  givenRwf: z.number(),
});
export type CallSuggestion = z.infer<typeof callSuggestionSchema>;
export const calledSchema = z.strictObject({
  _id: z.string(),
  supporterId: z.uuid(),
  name: z.string(),
  note: z.string(),
  by: z.string().nullable(),
  date: z.iso.datetime(),
});
export type Called = z.infer<typeof calledSchema>;
export const callsAnswerSchema = z.strictObject({
  data: z.strictObject({ suggestions: z.array(callSuggestionSchema), called: z.array(calledSchema) }),
});
export type CallsAnswer = z.infer<typeof callsAnswerSchema>;

export const CALL_NOTE_MAX = 2000;
export const callInputSchema = z.strictObject({
  supporterId: z.uuid({ error: adminMessageKey('health.supporter') }),
  note: z
    .string({ error: adminMessageKey('health.note') })
    .trim()
    .min(1, adminMessageKey('health.note'))
    .max(CALL_NOTE_MAX, adminMessageKey('health.noteTooLong')),
});

/** The weekly "who to call" e-mail to sponsorship staff: on unless a Site setting turns it off. */
export const healthSettingsSchema = z.strictObject({
  weeklyCalls: z.enum(['on', 'off'], { error: adminMessageKey('health.weeklyCalls') }),
});
export type HealthSettings = z.infer<typeof healthSettingsSchema>;
export const healthSettingsAnswerSchema = z.strictObject({ data: healthSettingsSchema });
