import { z } from 'zod';
import type { StaffRole } from '~/shared/staff-roles';
import { IMPORT_KINDS, type ImportKind, importCountFields, importRowResultSchema } from './imports';
import { pageQuerySchema, pagedListOf } from './paging';
import { isoDateTime, recordId } from './record';

/**
 * Past imports and what follows one (docs/importing.md, "The Import screen"): the list of
 * real runs, one run with its rows' results, its portal links, and the likely duplicate
 * supporters staff merge.
 */
/** Who may import each kind: finance the people who give, sponsorship the children and their sponsors (administrators all). */
export const IMPORT_KIND_ROLES: Record<ImportKind, readonly StaffRole[]> = {
  supporters: ['administrator', 'finance'],
  donations: ['administrator', 'finance'],
  subscribers: ['administrator', 'finance'],
  children: ['administrator', 'sponsorship'],
  sponsorships: ['administrator', 'sponsorship'],
};
export const IMPORTERS: readonly StaffRole[] = ['administrator', 'finance', 'sponsorship'];
export const kindsFor = (role: StaffRole): ImportKind[] =>
  IMPORT_KINDS.filter((k) => IMPORT_KIND_ROLES[k].includes(role));

export const importRunSchema = z.strictObject({
  _id: recordId,
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  /** Who imported (their name; null from the command line or a removed account). */
  by: z.string().nullable(),
  createdAt: isoDateTime,
  /** Null while it runs, or when it stopped midway. */
  finishedAt: isoDateTime.nullable(),
  skipErrors: z.boolean(),
  /** A check kept for the screen (a dry run, or a run refused for its errors): nothing was written. */
  check: z.boolean(),
  ...importCountFields,
  /** How many of its people have an e-mail address (whom portal links would write to). */
  people: z.number().int(),
  portalLinksAt: isoDateTime.nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunListQuerySchema = pageQuerySchema(20);
export const importRunPageSchema = pagedListOf(importRunSchema);
export type ImportRunPage = z.infer<typeof importRunPageSchema>;

export const importRunAnswerSchema = z.strictObject({
  data: importRunSchema.extend({ results: z.array(importRowResultSchema) }),
});
export type ImportRunWithResults = z.infer<typeof importRunAnswerSchema>['data'];

/** What "send portal links" did: queued, sent before (by an earlier import), held back (a suppressed address). */
export const portalLinksAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ queued: z.number().int(), before: z.number().int(), notSent: z.number().int() }),
});
export type PortalLinksAnswer = z.infer<typeof portalLinksAnswerSchema>;

export const DUPLICATE_REASONS = ['phone', 'email', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

const duplicatePersonSchema = z.strictObject({
  _id: recordId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  ref: z.string().nullable(),
  createdAt: isoDateTime,
});
export type DuplicatePerson = z.infer<typeof duplicatePersonSchema>;

export const duplicatePairSchema = z.strictObject({
  a: duplicatePersonSchema,
  b: duplicatePersonSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** `?import=` keeps the pairs with someone that import found. */
export const duplicateQuerySchema = z.object({
  import: z.preprocess((v) => (v === '' ? undefined : v), recordId.optional()),
});
export const duplicateListSchema = z.strictObject({
  data: z.array(duplicatePairSchema),
  /** True when more pairs were found than shown (the first 200). */
  more: z.boolean(),
});
export type DuplicateList = z.infer<typeof duplicateListSchema>;

/** Two supporters of a pair, said to be two people (POST), or no longer (DELETE): "not the same person". */
export const distinctPairSchema = z.strictObject({ a: recordId, b: recordId });
export type DistinctPair = z.infer<typeof distinctPairSchema>;
export const distinctPairAnswerSchema = z.strictObject({ message: z.string(), data: distinctPairSchema });
