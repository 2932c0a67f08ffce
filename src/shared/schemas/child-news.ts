import { z } from 'zod';
import { messageKey, adminMessageKey } from './common';
import { isoDateTime, languageSchema, recordId } from './record';
import { incomingLetterSchema, letterStages, translationStatuses } from './translation';

/**
 * News of a sponsored child and the sponsor's letters (docs/children-protection.md): what staff
 * post, what the sponsor sees on their signed page, and the letters staff moderate.
 */

/** progress report, photos, school results, a letter from the child, a gift delivered. */
export const childUpdateKinds = ['progress', 'photo', 'school', 'letter', 'gift'] as const;
export type ChildUpdateKind = (typeof childUpdateKinds)[number];

/** pending: waits for staff; returned: sent back to the sponsor with a reason; approved; delivered to the child. */
export const letterStatuses = ['pending', 'returned', 'approved', 'delivered'] as const;
export type LetterStatus = (typeof letterStatuses)[number];

export const MAX_UPDATE_PHOTOS = 6;
export const MAX_UPDATE_TEXT = 5000;
export const MAX_LETTER_TEXT = 4000;

const text = (max: number) => z.string().trim().max(max, messageKey('tooLong', { max })).default('');

/** The update's text in one or more of the three languages (at least one). */
export const updateTextsSchema = z
  .strictObject({ en: text(MAX_UPDATE_TEXT), fr: text(MAX_UPDATE_TEXT), rw: text(MAX_UPDATE_TEXT) })
  .refine((t) => Boolean(t.en || t.fr || t.rw), { error: adminMessageKey('childNews.text'), path: ['en'] });

/** Staff's form (multipart; the photos travel beside it as `photos`). */
export const childUpdateInputSchema = z.strictObject({
  childId: z.uuid(adminMessageKey('childNews.child')),
  kind: z.enum(childUpdateKinds, adminMessageKey('childNews.kind')),
  textEn: text(MAX_UPDATE_TEXT),
  textFr: text(MAX_UPDATE_TEXT),
  textRw: text(MAX_UPDATE_TEXT),
  /** A reply to this letter of the sponsor (kind 'letter'): then only that sponsor sees it. */
  replyToLetterId: z.union([z.uuid(), z.literal('')]).default(''),
});

/** One update as staff see it. */
export const childUpdateSchema = z.strictObject({
  _id: recordId,
  childId: recordId,
  childName: z.string(),
  kind: z.enum(childUpdateKinds),
  texts: z.strictObject({ en: z.string().optional(), fr: z.string().optional(), rw: z.string().optional() }),
  images: z.array(z.string()),
  sponsorshipId: recordId.nullable(),
  postedAt: isoDateTime,
  /** Sponsors told by e-mail when it was posted. */
  notified: z.number().int().optional(),
  /** A child's letter not posted yet: it waits for its translation into these languages (_id: its field item). */
  translating: z.array(z.string()).optional(),
});
export type ChildUpdate = z.infer<typeof childUpdateSchema>;

/** A sponsored child whose sponsor has heard nothing for a while. */
export const quietChildSchema = z.strictObject({
  childId: recordId,
  childName: z.string(),
  sponsorName: z.string().nullable(),
  sponsorEmail: z.string().nullable(),
  sponsoredSince: isoDateTime,
  lastUpdateAt: isoDateTime.nullable(),
});
export type QuietChild = z.infer<typeof quietChildSchema>;

/** A contact detail found in a letter: its kind and the text that matched. */
export const contactFlagSchema = z.strictObject({
  kind: z.enum(['phone', 'email', 'address', 'handle', 'link']),
  match: z.string(),
});
export type ContactFlag = z.infer<typeof contactFlagSchema>;

/** A letter as staff see it in moderation. */
export const letterSchema = z.strictObject({
  _id: recordId,
  childId: recordId.nullable(),
  childName: z.string().nullable(),
  sponsorName: z.string().nullable(),
  sponsorEmail: z.string(),
  lang: languageSchema,
  text: z.string(),
  approvedText: z.string().nullable(),
  image: z.string().nullable(),
  flags: z.array(contactFlagSchema),
  status: z.enum(letterStatuses),
  returnReason: z.string().nullable(),
  createdAt: isoDateTime,
  moderatedAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  /**
   * Its Kinyarwanda translation once approved (a letter in English or French, docs/field.md#translation):
   * where it is, and the words or photos of a translation written by hand. Null: none is needed or asked yet.
   */
  translation: z
    .strictObject({ status: z.enum(translationStatuses), text: z.string(), images: z.array(z.string()) })
    .nullable(),
});
export type Letter = z.infer<typeof letterSchema>;

/** Staff's moderation: approve (optionally with an edited text), or return with a reason. */
export const letterModerationSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('approve'),
    text: z
      .string()
      .trim()
      .max(MAX_LETTER_TEXT, messageKey('tooLong', { max: MAX_LETTER_TEXT }))
      .optional(),
  }),
  z.strictObject({
    action: z.literal('return'),
    reason: z
      .string()
      .trim()
      .min(1, adminMessageKey('childNews.reason'))
      .max(1000, messageKey('tooLong', { max: 1000 })),
  }),
  z.strictObject({ action: z.literal('deliver') }),
]);
export type LetterModeration = z.infer<typeof letterModerationSchema>;

/** An image of an update or letter as the sponsor's page shows it (private, signed addresses). */
export const newsImageSchema = z.strictObject({ src: z.string(), srcSet: z.string() });

/** What a sponsor sees of one child on their page. */
export const sponsoredChildNewsSchema = z.strictObject({
  childId: recordId,
  sponsorshipId: recordId,
  name: z.string(),
  photo: newsImageSchema.nullable(),
  story: z.string(),
  current: z.boolean(),
  since: isoDateTime,
  until: isoDateTime.nullable(),
  updates: z.array(
    z.strictObject({
      _id: recordId,
      kind: z.enum(childUpdateKinds),
      text: z.string(),
      lang: languageSchema,
      images: z.array(newsImageSchema),
      postedAt: isoDateTime,
      /** A child's letter: the words as the child wrote them, beside their translation (`text`). */
      original: z.strictObject({ text: z.string(), lang: languageSchema }).nullable(),
      /** A progress report from the field: its yearly PDF can be downloaded. */
      yearReport: z.boolean(),
    }),
  ),
  letters: z.array(
    z.strictObject({
      _id: recordId,
      text: z.string(),
      status: z.enum(letterStatuses),
      returnReason: z.string().nullable(),
      image: newsImageSchema.nullable(),
      createdAt: isoDateTime,
      /** Where the letter is (received, translating, checked, delivered); null once returned. */
      stage: z.enum(letterStages).nullable(),
      /** Its Kinyarwanda translation, once checked. */
      translation: z.string().nullable(),
    }),
  ),
  /** The child's letters on their way: approved, waiting for their translation. */
  incoming: z.array(incomingLetterSchema),
});
export type SponsoredChildNews = z.infer<typeof sponsoredChildNewsSchema>;
export const childNewsAnswerSchema = z.strictObject({ data: z.array(sponsoredChildNewsSchema) });

/** Site settings of the child's news: after how many months without news a sponsor is listed for staff. */
export const childNewsSettingsSchema = z.strictObject({
  quietMonths: z.coerce
    .number({ error: messageKey('wholeNumber') })
    .int(messageKey('wholeNumber'))
    .min(1, messageKey('settings.atLeast', { min: 1 }))
    .max(36, messageKey('atMost', { max: 36 })),
});
export type ChildNewsSettings = z.infer<typeof childNewsSettingsSchema>;

/** A sponsor's letter from their signed page (the photo, optional, travels beside it as `photo`). */
export const letterInputSchema = z.object({
  token: z.string().min(1).max(1000),
  sponsorshipId: z.uuid(adminMessageKey('childNews.child')),
  text: z
    .string()
    .trim()
    .min(1, adminMessageKey('childNews.letter'))
    .max(MAX_LETTER_TEXT, messageKey('tooLong', { max: MAX_LETTER_TEXT })),
});

/** Where staff see a private image (an update's or a letter's photo) kept as `/api/images/<hash>/1200.webp`. */
export function staffImageSrc(url: string, width = 320): string {
  const hash = /\/api\/images\/([a-f0-9]{32})\//.exec(url)?.[1] ?? '';
  return `/api/child-news/images/${hash}/${width}.webp`;
}
