import { z } from 'zod';
import { adminMessageKey, messageKey } from './common';
import { isoDateTime, languageSchema, recordId } from './record';

/**
 * The letters' translation queue (docs/field.md#translation): a child's letter (rw) waits
 * for a translation into its sponsor's language, a sponsor's letter (en or fr) for one into
 * rw, after moderation. The translator writes beside the original; a second reader checks.
 */

/** The pairs a translator may carry on their staff account (from-to). */
export const translationPairs = ['rw-en', 'rw-fr', 'en-rw', 'fr-rw'] as const;
export type TranslationPair = (typeof translationPairs)[number];
export const isTranslationPair = (v: string): v is TranslationPair =>
  (translationPairs as readonly string[]).includes(v);
/** waiting (no one yet), translating (claimed), translated (written, to check), checked (ready or sent). */
export const translationStatuses = ['waiting', 'translating', 'translated', 'checked'] as const;
export type TranslationStatus = (typeof translationStatuses)[number];
/** Where a letter is, as its sponsor's page says it. */
export const letterStages = ['received', 'translating', 'checked', 'delivered'] as const;
export type LetterStage = (typeof letterStages)[number];
/** A letter waiting longer than this many days is overdue. */
export const TRANSLATION_OVERDUE_DAYS = 30;
export const MAX_TRANSLATION_TEXT = 5000;
/** Photos of a translation written by hand, at most (as many as a letter's pages). */
export const MAX_TRANSLATION_PHOTOS = 6;

/** PUT /api/staff/:id/translates: the pairs a staff member translates (all of them, replacing). */
export const staffTranslatesInputSchema = z.object({
  pairs: z.array(z.enum(translationPairs, adminMessageKey('translation.pairs'))).max(4),
});

export const translationQuerySchema = z.object({
  status: z.enum(translationStatuses).optional(),
  overdue: z
    .enum(['1', 'true'])
    .optional()
    .transform((v) => Boolean(v)),
});

/** One letter in the queue, as staff see it: the original beside the translation. */
export const translationSchema = z.strictObject({
  _id: recordId,
  direction: z.enum(['to-sponsor', 'to-child']),
  from: languageSchema,
  to: languageSchema,
  status: z.enum(translationStatuses),
  child: z.strictObject({ _id: recordId.nullable(), preferredName: z.string() }),
  original: z.strictObject({ text: z.string(), images: z.array(z.string()) }),
  text: z.string(),
  /** Photos of the translation written by hand, beside or instead of `text`. */
  images: z.array(z.string()),
  translator: z.strictObject({ _id: recordId, name: z.string() }).nullable(),
  checkedBy: z.strictObject({ _id: recordId, name: z.string() }).nullable(),
  /** When the letter arrived: it has waited since then. */
  receivedAt: isoDateTime,
  overdue: z.boolean(),
});
export type Translation = z.infer<typeof translationSchema>;
export const translationListSchema = z.strictObject({
  data: z.array(translationSchema),
  /** Letters not yet checked that arrived more than 30 days ago. */
  overdue: z.number().int(),
});

/**
 * The translator's words, written beside the original; `done` hands them to a second reader
 * (else a draft). Empty only when photos of a translation written by hand are attached.
 */
export const translationInputSchema = z.object({
  text: z
    .string()
    .trim()
    .max(MAX_TRANSLATION_TEXT, messageKey('tooLong', { max: MAX_TRANSLATION_TEXT }))
    .default(''),
  done: z.boolean().default(false),
});

/** DELETE /api/translations/:id/photos?image=: one photo of the translation taken away. */
export const translationPhotoQuerySchema = z.object({ image: z.string().min(1).max(300) });
export type TranslationInput = z.output<typeof translationInputSchema>;

/** A child's letter on its way to the sponsor, as their page shows it. */
export const incomingLetterSchema = z.strictObject({
  _id: recordId,
  stage: z.enum(letterStages),
  receivedAt: isoDateTime,
});
