import { z } from 'zod';
import { atMost, requiredText, v } from './common';
import { pageFields, pageQuerySchema, pagedListOf } from './paging';
import { sponsorshipFrequencies } from './payment-methods';
import { isoDateTime, languageSchema, recordId, storedTranslationsSchema } from './record';
import { CHILD_SEARCH_MAX_LENGTH } from '~/shared/search-text';

/** Needs arrive as a JSON array string (multipart) or as a comma-separated form value. */
const needsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(30)])
  .transform((raw, ctx) => {
    let list: unknown = raw;
    if (typeof raw === 'string') {
      const s = raw.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          ctx.addIssue({ code: 'custom', message: v('child.needs') });
          return z.NEVER;
        }
      } else list = s.split(',');
    }
    if (!Array.isArray(list) || !list.every((n) => typeof n === 'string')) {
      ctx.addIssue({ code: 'custom', message: v('child.needs') });
      return z.NEVER;
    }
    return list
      .map((n: string) => n.trim())
      .filter(Boolean)
      .slice(0, 30);
  })
  .refine((l) => l.length > 0, v('child.needs'));

const boolField = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((b) => b === true || b === 'true');

export const childInputSchema = z.object({
  name: requiredText('child.name', 100),
  age: z.coerce
    .number({ error: v('child.age') })
    .min(1, v('child.age'))
    .int(v('wholeNumber'))
    .max(25, atMost(25)),
  location: requiredText('child.location', 120),
  monthlySupport: z.coerce
    .number({ error: v('child.monthlySupport') })
    .min(0, v('child.monthlySupport'))
    .max(10_000_000, atMost(10_000_000))
    .transform((n) => Math.round(n * 100) / 100),
  needs: needsField,
  story: requiredText('child.story', 5000),
  isSponsored: boolField.default(false),
});
export type ChildInput = z.input<typeof childInputSchema>;

/**
 * Sponsorship Management's toggle. A child held by a pending payment is made available
 * (or sponsored by hand) only with `releaseHold: true`: staff say the payment lets go.
 */
export const sponsorToggleSchema = z.object({ isSponsored: z.boolean(), releaseHold: z.boolean().optional() });

/** available; held by one pending payment (for minutes); sponsored by one sponsorship. */
export const childStates = ['available', 'held', 'sponsored'] as const;

/** A child as a visitor sees them (no sponsor, no timestamps); monthlySupport in whole RWF. */
export const childSchema = z.strictObject({
  _id: recordId,
  name: z.string(),
  age: z.number().int(),
  location: z.string(),
  story: z.string(),
  needs: z.array(z.string()),
  monthlySupport: z.number(),
  photo: z.string().nullable(),
  isSponsored: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;
/**
 * GET /api/pending/sponsors: one page of the children (every child unless `status` asks
 * for the available or the sponsored ones), oldest first, in the language asked for.
 */
export const childListSchema = z.strictObject({
  data: z.array(childSchema.extend({ lang: languageSchema })),
  lang: languageSchema,
  ...pageFields,
});
export type ChildList = z.infer<typeof childListSchema>;
/** GET /api/pending/sponsors/:id: one child (public fields), in the language asked for. */
export const childAnswerSchema = z.strictObject({
  data: childSchema.extend({ lang: languageSchema }),
  lang: languageSchema,
});

/** The list filters (decision 009): sponsored or waiting for a sponsor ("available"). */
export const childStatuses = ['available', 'sponsored'] as const;
export type ChildStatus = (typeof childStatuses)[number];
const statusField = z
  .preprocess((value) => (value === '' ? undefined : value), z.enum(childStatuses).optional())
  .describe('available: waiting for a sponsor; sponsored: sponsored; without it, every child');

/** `?status=&page=&pageSize=` of the public list. */
export const publicChildQuerySchema = pageQuerySchema().extend({ status: statusField });

/** `?q=&status=&page=&pageSize=` of the staff list: `q` matches the name or the location. */
export const adminChildQuerySchema = pageQuerySchema().extend({
  q: z
    .string()
    .trim()
    .max(CHILD_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Part of the name or of the location, any case'),
  status: statusField,
});
export type AdminChildQuery = z.output<typeof adminChildQuerySchema>;

/** Who sponsored a child last (admin answers only). */
export const childSponsorSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number(),
  paymentFrequency: z.enum(sponsorshipFrequencies),
  since: isoDateTime,
});
export type ChildSponsor = z.infer<typeof childSponsorSchema>;
/** A child as staff see them: English fields, stored translations, timestamps and the latest sponsor. */
export const adminChildSchema = childSchema.extend({
  state: z.enum(childStates),
  /** The pending payment holding the child, and until when. */
  hold: z.strictObject({ paymentId: recordId, until: isoDateTime }).nullable(),
  translations: storedTranslationsSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  sponsor: childSponsorSchema.nullable(),
});
export type AdminChild = z.infer<typeof adminChildSchema>;
/** GET /api/sponsors: one page of the children, newest first. */
export const adminChildPageSchema = pagedListOf(adminChildSchema);
export type AdminChildPage = z.infer<typeof adminChildPageSchema>;
