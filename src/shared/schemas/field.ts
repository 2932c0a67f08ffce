import { z } from 'zod';
import { adminMessageKey, messageKey, requiredText } from './common';
import { isoDateTime, recordId } from './record';

/**
 * The field officer's side (docs/field.md): centres, the children an officer sees,
 * the items captured on a phone (a yearly progress report, a child's letter) and the
 * photos uploaded in chunks. Never a supporter's personal data in any of these answers.
 */

export const fieldItemKinds = ['report', 'letter'] as const;
export type FieldItemKind = (typeof fieldItemKinds)[number];
/** submitted (waiting for review), approved (sent to the sponsor as news), returned (to the officer, with a reason). */
export const fieldItemStatuses = ['submitted', 'approved', 'returned'] as const;
export type FieldItemStatus = (typeof fieldItemStatuses)[number];
/** The languages a field officer writes in. */
export const fieldLanguages = ['rw', 'en', 'fr'] as const;
export const fieldUploadStatuses = ['receiving', 'complete', 'refused'] as const;

/** A child's letter: at most this many pages (photos); a report: at most one new photo. */
export const MAX_LETTER_PAGES = 6;
/** One chunk of a photo upload: at most 1 MiB (a phone on a weak signal sends smaller ones). */
export const FIELD_CHUNK_MAX_BYTES = 1024 * 1024;

const text = (max: number) => z.string().trim().max(max, messageKey('tooLong', { max }));

const field = (key: string) => adminMessageKey(`field.${key}`);

/** YYYY-MM-DD, a real day. */
const calendarDay = z
  .string()
  .trim()
  .refine(
    (s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: field('healthCheckOn') },
  );

// ---- centres ---------------------------------------------------------------------
export const centreSchema = z.strictObject({ _id: recordId, name: z.string() });
export type Centre = z.infer<typeof centreSchema>;
export const centreInputSchema = z.object({
  name: requiredText(field('centreName'), 120),
});
/** PUT /api/staff/:id/centres: the centres a field officer is assigned to (all of them, replacing). */
export const staffCentresInputSchema = z.object({
  centreIds: z.array(recordId, { error: field('centres') }).max(100, field('centres')),
});

// ---- the officer's children ------------------------------------------------------
/** A child as a field officer sees them: never the full name's rest, the place, or anything of a sponsor. */
export const fieldChildSchema = z.strictObject({
  _id: recordId,
  preferredName: z.string(),
  age: z.number().int(),
  photo: z.string().nullable(),
  centre: centreSchema.nullable(),
  /** When a report of the child was last approved (null: none yet). */
  lastReportAt: isoDateTime.nullable(),
});
export type FieldChild = z.infer<typeof fieldChildSchema>;

// ---- items -----------------------------------------------------------------------
/** A yearly progress report's content. */
export const fieldReportSchema = z.object({
  schoolLevel: requiredText(field('schoolLevel'), 80),
  /** Days present this term, in percent. */
  attendance: z
    .number({ error: field('attendance') })
    .int(field('attendance'))
    .min(0, field('attendance'))
    .max(100, field('attendance')),
  /** The day of the last health check (not in the future); absent when none this year. */
  healthCheckOn: calendarDay.optional(),
  activities: text(1000).default(''),
  note: text(2000).default(''),
});
export type FieldReport = z.output<typeof fieldReportSchema>;

const itemBase = {
  childId: z.uuid({ error: field('child') }),
  lang: z.enum(fieldLanguages, { error: field('lang') }),
  /** When the officer captured it, by the phone's clock (the server keeps its own receivedAt). */
  capturedAt: z.iso.datetime({ offset: true, error: field('capturedAt') }),
};

/**
 * PUT /api/field/items/:clientId: one item made on the phone, under the id the phone
 * gave it. Photos are named by the ids of their finished uploads (PUT /api/field/uploads/:id).
 */
export const fieldItemInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('report'),
      ...itemBase,
      report: fieldReportSchema,
      photos: z
        .array(z.uuid({ error: field('photo') }))
        .max(1, field('photos'))
        .default([]),
    }),
    z.object({
      kind: z.literal('letter'),
      ...itemBase,
      transcription: text(5000).default(''),
      pages: z
        .array(z.uuid({ error: field('photo') }))
        .min(1, field('pages'))
        .max(MAX_LETTER_PAGES, field('pages')),
    }),
  ],
  { error: field('kind') },
);
export type FieldItemInput = z.input<typeof fieldItemInputSchema>;
export type FieldItemParsed = z.output<typeof fieldItemInputSchema>;

export const clientIdParams = z.object({ clientId: z.uuid().transform((id) => id.toLowerCase()) });
export const uploadIdParams = z.object({ uploadId: z.uuid().transform((id) => id.toLowerCase()) });

export const fieldItemSchema = z.strictObject({
  _id: recordId,
  kind: z.enum(fieldItemKinds),
  status: z.enum(fieldItemStatuses),
  child: z.strictObject({ _id: recordId, preferredName: z.string() }),
  officer: z.strictObject({ _id: recordId, name: z.string() }).nullable(),
  lang: z.enum(fieldLanguages),
  report: z
    .strictObject({
      schoolLevel: z.string(),
      attendance: z.number().int(),
      healthCheckOn: z.string().nullable(),
      activities: z.string(),
      note: z.string(),
    })
    .nullable(),
  transcription: z.string().nullable(),
  /** Private image addresses (served to sponsorship staff by /api/child-news/images). */
  images: z.array(z.string()),
  capturedAt: isoDateTime,
  receivedAt: isoDateTime,
  /** The phone's clock was wrong: `capturedAt` is the time the server received it. */
  clockAdjusted: z.boolean(),
  returnReason: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
});
export type FieldItem = z.infer<typeof fieldItemSchema>;

export const fieldItemAnswerSchema = z.strictObject({ message: z.string(), data: fieldItemSchema });
export const fieldItemQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(fieldItemStatuses).optional()),
});
export const fieldItemListSchema = z.strictObject({ data: z.array(fieldItemSchema) });
export const returnInputSchema = z.object({
  reason: requiredText(field('reason'), 1000),
});

// ---- uploads ---------------------------------------------------------------------
/** How far an upload has come: the phone resumes at `received`. */
export const fieldUploadSchema = z.strictObject({
  _id: recordId,
  status: z.enum(fieldUploadStatuses),
  received: z.number().int(),
  total: z.number().int(),
});
export type FieldUpload = z.infer<typeof fieldUploadSchema>;
export const fieldUploadAnswerSchema = z.strictObject({ message: z.string(), data: fieldUploadSchema });
