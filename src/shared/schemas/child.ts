import { z } from 'zod';
import { atMost, messageKey, requiredText } from './common';
import { pageFields, pageQuerySchema, pagedListOf } from './paging';
import { contactFields, isoDateTime, languageSchema, recordId, storedTranslationsSchema } from './record';
import { CHILD_SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { sponsorshipFrequencies } from './payment-methods';
import { adminMessageKey } from './common';

/** Needs arrive as a JSON array string (multipart) or as a comma-separated form value. */
const needsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(30)])
  .transform((raw, ctx) => {
    const list = needsList(raw);
    if (!list) {
      ctx.addIssue({ code: 'custom', message: messageKey('child.needs') });
      return z.NEVER;
    }
    return list;
  })
  .refine((l) => l.length > 0, messageKey('child.needs'));

const boolField = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((b) => b === true || b === 'true');

/** What a guardian's consent may cover (docs/children-protection.md): being listed publicly, the photo, the story. */
export const consentScopes = ['listing', 'photo', 'story'] as const;
export type ConsentScope = (typeof consentScopes)[number];

/** Optional text: absent keeps what is stored (an edit), '' clears it. */
const optionalText = (max: number) => z.string().trim().max(max, messageKey('tooLong', { max })).optional();

/** `listing,photo,story` (comma-separated, a JSON array string or an array): each once, in this order. */
const consentScopeField = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(3)])
  .transform((raw, ctx) => {
    const list = scopeList(raw);
    const unknown = list.find((s) => !(consentScopes as readonly string[]).includes(s));
    if (unknown) {
      ctx.addIssue({ code: 'custom', message: messageKey('child.consentScope') });
      return z.NEVER;
    }
    return consentScopes.filter((s) => list.includes(s));
  })
  .optional();

/** A scope as sent: a form's comma-separated text, a JSON array string (multipart), or an array. */
function scopeList(raw: string | string[]): string[] {
  let list: unknown = raw;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      list = JSON.parse(raw);
    } catch {
      return ['?'];
    }
  } else if (typeof raw === 'string') list = raw.split(',');
  if (!Array.isArray(list)) return ['?'];
  return list.map((s) => (typeof s === 'string' ? s.trim() : '?')).filter(Boolean);
}

/** YYYY-MM-DD, a real day ('2026-02-30' is not); '' clears it. */
const isCalendarDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const consentDateField = z
  .string()
  .trim()
  .refine((s) => s === '' || isCalendarDay(s), { message: messageKey('child.consentGivenOn') })
  .optional();

/** Needs marked private (staff and the child's sponsor only): like `needs`, and may be empty. */
const privateNeedsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(30)])
  .transform((raw, ctx) => {
    if (typeof raw === 'string' && raw.trim() === '') return [];
    const parsed = needsList(raw);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: messageKey('child.needs') });
      return z.NEVER;
    }
    return parsed;
  })
  .optional();

function needsList(raw: string | string[]): string[] | null {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    const s = raw.trim();
    if (s.startsWith('[')) {
      try {
        list = JSON.parse(s);
      } catch {
        return null;
      }
    } else list = s.split(',');
  }
  if (!Array.isArray(list) || !list.every((n) => typeof n === 'string')) return null;
  return list
    .map((n: string) => n.trim())
    .filter(Boolean)
    .slice(0, 30);
}

/**
 * The fields docs/children-protection.md adds to the child calls of docs/product.md#api-calls (all optional: absent keeps what is stored; a new
 * child's preferred name is its first name). A consent scope needs who gave it and when.
 */
export const childProtectionFields = {
  preferredName: optionalText(60),
  district: optionalText(80),
  privateNeeds: privateNeedsField,
  consentGivenBy: optionalText(120),
  consentGivenOn: consentDateField,
  consentScope: consentScopeField,
};

export const childInputSchema = z.object({
  name: requiredText('child.name', 100),
  age: z.coerce
    .number({ error: messageKey('child.age') })
    .min(1, messageKey('child.age'))
    .int(messageKey('wholeNumber'))
    .max(25, atMost(25)),
  location: requiredText('child.location', 120),
  monthlySupport: z.coerce
    .number({ error: messageKey('child.monthlySupport') })
    .min(0, messageKey('child.monthlySupport'))
    .max(10_000_000, atMost(10_000_000))
    .transform((n) => Math.round(n * 100) / 100),
  needs: needsField,
  story: requiredText('child.story', 5000),
  isSponsored: boolField.default(false),
  ...childProtectionFields,
  /** The centre the child belongs to (docs/field.md): absent keeps it, '' clears it. */
  centreId: z
    .union([z.uuid({ error: adminMessageKey('field.centre') }), z.literal('')], {
      error: adminMessageKey('field.centre'),
    })
    .optional(),
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
  /** `stale`: only the children with no report or photo in 12 months (docs/field.md#freshness). */
  freshness: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['stale']).optional()),
});
export type AdminChildQuery = z.output<typeof adminChildQuerySchema>;

/** Who sponsored a child last (admin answers only). */
export const childSponsorshipSchema = z.strictObject({
  ...contactFields,
  amount: z.number(),
  paymentFrequency: z.enum(sponsorshipFrequencies),
  since: isoDateTime,
});
export type ChildSponsorship = z.infer<typeof childSponsorshipSchema>;
/** A child as staff see them: English fields, stored translations, timestamps and the latest sponsor. */
export const adminChildSchema = childSchema.extend({
  /** What the public sees instead of `name` (the full name). */
  preferredName: z.string(),
  /** What the public sees instead of `location` (the exact place). */
  district: z.string(),
  privateNeeds: z.array(z.string()),
  consentGivenBy: z.string().nullable(),
  consentGivenOn: z.string().nullable(),
  consentScope: z.array(z.enum(consentScopes)),
  /** Shown publicly: a listing consent is recorded and the child has not left. */
  listed: z.boolean(),
  waitingSince: isoDateTime,
  leftAt: isoDateTime.nullable(),
  state: z.enum(childStates),
  /** The pending payment holding the child, and until when. */
  hold: z.strictObject({ paymentId: recordId, until: isoDateTime }).nullable(),
  translations: storedTranslationsSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  sponsor: childSponsorshipSchema.nullable(),
  /** When the child's sponsorship ended because the sponsor's data was erased, while the child waits since then. */
  sponsorErasedAt: isoDateTime.nullable(),
  /** The centre the child belongs to (its field officers see it), or none yet. */
  centreId: recordId.nullable(),
  /** In a list: no approved report or photo in 12 months (docs/field.md#freshness). */
  stale: z.boolean().optional(),
});
export type AdminChild = z.infer<typeof adminChildSchema>;
/** GET /api/sponsors: one page of the children, newest first; `stale` counts those flagged (all pages). */
export const adminChildPageSchema = pagedListOf(adminChildSchema).extend({ stale: z.number().int() });

/** The Site setting of freshness: keep stale children off the public list (off by default). */
export const freshnessSettingsSchema = z.strictObject({
  hideStale: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
});
export type FreshnessSettings = z.infer<typeof freshnessSettingsSchema>;
export type AdminChildPage = z.infer<typeof adminChildPageSchema>;
