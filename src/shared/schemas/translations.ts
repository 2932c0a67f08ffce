import { z } from 'zod';
import { type Language, allLanguages, defaultLanguage } from '~/shared/i18n/core';
import { blogPostInputSchema } from './blog';
import { giftInputSchema } from './gift';
import { childInputSchema } from './child';
import { messageKey } from './common';
import { skillInputSchema } from './skill';

/**
 * Staff-entered content in other languages. A record's own fields hold English; its
 * `translations` hold `{ rw: { ...fields }, fr: { ...fields } }` for the translatable
 * fields only, each with the same limits as the English field. Empty fields are
 * dropped (the public site falls back to English for them); an unknown language or
 * field is refused. Multipart forms send `translations` as a JSON string, JSON bodies
 * as an object; `null` or an empty string clears them, leaving it out keeps them.
 */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const translationLanguages = allLanguages.filter((l) => l !== defaultLanguage) as TranslationLanguage[];

/** A record's fields in one language: text, or a list for tags, needs and requirements. */
export type TranslatedFields = Record<string, string | string[]>;
/** As stored in the `translations` column and returned to admin callers. */
export type ContentTranslations = Partial<Record<TranslationLanguage, TranslatedFields>>;

/** The fields each resource translates (the rest — price, age, type, ... — are the same in every language). */
export const translatableFields = {
  gift: ['name', 'description'],
  post: ['title', 'excerpt', 'content', 'category', 'tags'],
  child: ['story', 'location', 'needs'],
  skill: ['name', 'description', 'requirements'],
} as const;

const blankText = (value: unknown) => typeof value === 'string' && value.trim() === '';
/** A list left empty: "", " , ", "[]" or only blank items. */
const blankList = (value: unknown) =>
  (typeof value === 'string' && /^[\s,]*$|^\s*\[\s*\]\s*$/.test(value)) ||
  (Array.isArray(value) && value.every(blankText));
/** An editor left empty ("<p></p>", "<p>&nbsp;</p>"): no text and no image. */
export const blankHtml = (value: unknown) =>
  typeof value === 'string' &&
  !/<img\b/i.test(value) &&
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim() === '';

/** What a translated field looks like when it is left empty (then English shows instead). */
type Blank = (value: unknown) => boolean;

/** An object of these keys only; any other key is refused by name ("translations.de"). */
function known(shape: Record<string, z.ZodType>) {
  return z.looseObject(shape, { error: messageKey('invalid') }).superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (!Object.hasOwn(shape, key))
        ctx.addIssue({ code: 'custom', path: [key], message: messageKey('invalid'), input: value });
  });
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Drops empty fields and languages; nothing left is null. */
function compact(input: Record<string, Record<string, unknown> | null | undefined> | null): ContentTranslations | null {
  const out: ContentTranslations = {};
  for (const lang of translationLanguages) {
    const fields = Object.entries(input?.[lang] ?? {}).filter(([, value]) => !isEmpty(value));
    if (fields.length) out[lang] = Object.fromEntries(fields) as TranslatedFields;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * The translations of a record whose form is `input`: each field named in `blanks`, with
 * the English field's own schema (the same limits), empty as its `Blank` says.
 */
function translationsOf<Shape extends z.ZodRawShape>(
  input: z.ZodObject<Shape>,
  blanks: Partial<Record<keyof Shape & string, Blank>>,
) {
  const fields = Object.fromEntries(
    Object.entries<Blank | undefined>(blanks).map(([name, blank]) => [
      name,
      z
        .preprocess((value) => (blank?.(value) ? undefined : value), z.optional(input.shape[name] as z.ZodType))
        // PostgreSQL cannot store a NUL, which a JSON string may carry as "\u0000".
        .refine(
          (value) => ![value].flat().some((t) => typeof t === 'string' && t.includes('\0')),
          messageKey('invalid'),
        ),
    ]),
  );
  const language = known(fields);
  const languages = known(Object.fromEntries(translationLanguages.map((lang) => [lang, language.nullish()])));
  return z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: messageKey('invalid'), input: value });
        return z.NEVER;
      }
    }, languages.nullable())
    .transform((value) => compact(value as Parameters<typeof compact>[0]))
    .optional();
}

export const giftTranslationsSchema = translationsOf(giftInputSchema, { name: blankText, description: blankText });
/** Content is HTML: the server sanitises it on save like the English content. */
export const postTranslationsSchema = translationsOf(blogPostInputSchema, {
  title: blankText,
  excerpt: blankText,
  content: blankHtml,
  category: blankText,
  tags: blankList,
});
export const childTranslationsSchema = translationsOf(childInputSchema, {
  story: blankText,
  location: blankText,
  needs: blankList,
});
export const skillTranslationsSchema = translationsOf(skillInputSchema, {
  name: blankText,
  description: blankText,
  requirements: blankList,
});

/** The bodies of the admin create and update routes: the English fields plus `translations`. */
export const giftBodySchema = giftInputSchema.safeExtend({ translations: giftTranslationsSchema });
export const postBodySchema = blogPostInputSchema.safeExtend({ translations: postTranslationsSchema });
export const childBodySchema = childInputSchema.safeExtend({ translations: childTranslationsSchema });
export const skillBodySchema = skillInputSchema.safeExtend({ translations: skillTranslationsSchema });
