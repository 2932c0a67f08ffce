import { z } from 'zod';

/**
 * Importing a charity's spreadsheets (docs/importing.md): what
 * `POST /api/imports` takes and answers.
 */
export const IMPORT_KINDS = ['children', 'supporters', 'sponsorships', 'donations', 'subscribers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file an import takes (a 20,000-row file is a few MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true');

/** The multipart text fields; the file comes as `file`. */
export const importFieldsSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: flag,
  skipErrors: flag,
  /** The screen to go back to when the form is posted without JavaScript (docs/importing.md, "The Import screen"). */
  returnTo: z.string().max(300).optional(),
});

export const importKindParams = z.object({ kind: z.enum(IMPORT_KINDS) });

export const importRowResultSchema = z.strictObject({
  /** The row number a spreadsheet program shows (the header is row 1). */
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'unchanged', 'error']),
  ref: z.string().nullable(),
  errors: z.array(z.strictObject({ column: z.string(), message: z.string() })),
});

export type ImportRowResult = z.infer<typeof importRowResultSchema>;

/** How many rows an import read, and what became of them (a row in error is `failed`). */
export const importCountFields = {
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
};

export const importResultSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  ...importCountFields,
  results: z.array(importRowResultSchema),
  /** A real run's id: its results again (`GET /api/imports/{id}/results`), its portal links. */
  importId: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importAnswerSchema = z.strictObject({ data: importResultSchema });

/** `POST /api/imports/jobs`: the import queued, to be asked about with `GET /api/imports/jobs/{id}`. */
export const importJobQueuedSchema = z.strictObject({
  data: z.strictObject({ _id: z.uuid(), status: z.literal('queued') }),
});

/** `GET /api/imports/jobs/{id}`: where a queued import is, and its answer once it has run. */
export const importJobSchema = z.strictObject({
  data: z.strictObject({
    _id: z.uuid(),
    kind: z.enum(IMPORT_KINDS),
    fileName: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    /** The status `POST /api/imports` would have answered: 200, 422 (rows with errors), 4xx (the file). */
    answerStatus: z.number().int().nullable(),
    result: importResultSchema.nullable(),
    message: z.string().nullable(),
  }),
});
