import { z } from 'zod';
import { emailField, idSchema, optionalText, requiredText, messageKey } from './common';
import { pageQuerySchema, pagedListOf } from './paging';
import { isoDateTime, recordId } from './record';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

export const applicationInputSchema = z.object({
  firstName: requiredText('application.firstName', 100),
  lastName: requiredText('application.lastName', 100),
  email: emailField('application.email'),
  phone: optionalText(30),
  country: requiredText('application.country', 100),
  /** The id of a skill/interest, or empty for 'Select Skill/Interest'. */
  // One message for any value that names no skill (not text, not an id); an unknown id is the server's to refuse, alike.
  skillsInterests: z
    .string({ error: messageKey('application.skill') })
    .refine((s) => s === '' || idSchema.safeParse(s).success, messageKey('application.skill'))
    .optional()
    .transform((s) => s || undefined),
  availabilityDate: z.iso.date({ error: messageKey('application.availabilityDate') }),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/** A volunteer application as staff read it: the skill named, the date as YYYY-MM-DD. */
export const applicationSchema = z.strictObject({
  _id: recordId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  skillsInterests: z.strictObject({ _id: recordId, name: z.string() }).nullable(),
  availabilityDate: z.iso.date(),
  createdAt: isoDateTime,
});
export type Application = z.infer<typeof applicationSchema>;

/** Newest First, Oldest First (by the date applied) or Name A-Z (first then last name). */
export const applicationSorts = ['newest', 'oldest', 'name'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];
/** GET /api/application's parameters: the page, docs/product.md's search (names, e-mail, skill) and the sort. */
export const applicationListQuerySchema = pageQuerySchema().extend({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(applicationSorts).default('newest')),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;
/** GET /api/application: one page of the filtered list, with its total. */
export const applicationPageSchema = pagedListOf(applicationSchema);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
