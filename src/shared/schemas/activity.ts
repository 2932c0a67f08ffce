import { z } from 'zod';
import { blankToUndefined, plainPageOf, plainPageQueryFields } from './paging';
import { isoDateTime, recordId } from './record';

export const activityEntities = [
  'gift',
  'blog_post',
  'child',
  'message',
  'application',
  'skill',
  'subscription',
  'newsletter',
  'payment',
  'donation',
  'admin_user',
  'staff_invitation',
  'child_update',
  'sponsor_letter',
  'child_gift',
  'centre',
  'field_item',
  'letter_translation',
  'supporter',
  // a spreadsheet imported: the file's name and its counts
  'import',
  // the daily retention job's deletions (counts only, no personal data)
  'retention',
] as const;

/** GET /api/activity: by person (an admin's id), by kind of record, by one record's id. */
export const activityQuerySchema = z.object({
  user: z.preprocess(blankToUndefined, z.uuid().optional()),
  entity: z.preprocess(blankToUndefined, z.enum(activityEntities).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  ...plainPageQueryFields(25),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

const fields = z.record(z.string(), z.unknown()).nullable();

/** One staff change: who, what, which record, when; for an edit the fields before and after. */
export const activityEntrySchema = z.strictObject({
  id: z.number().int(),
  user: z.strictObject({ _id: recordId, name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name, title or subject when it was changed (a gift's, a post's, a child's...). */
  entityName: z.string().nullable(),
  before: fields,
  after: fields,
  createdAt: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Newest first; `people`: every member of staff, for the filter. Append-only: no route changes it. */
export const activityPageSchema = plainPageOf(activityEntrySchema).extend({
  people: z.array(z.strictObject({ _id: recordId, name: z.string() })),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
