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

type FieldRule = { schema: z.ZodType; blank: (value: unknown) => boolean };
const text = (schema: z.ZodType): FieldRule => ({ schema, blank: blankText });
const list = (schema: z.ZodType): FieldRule => ({ schema, blank: blankList });

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

function translationsOf(rules: Record<string, FieldRule>) {
  const fields = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      z
        .preprocess((value) => (rule.blank(value) ? undefined : value), rule.schema.optional())
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

const gift = giftInputSchema.shape;
export const giftTranslationsSchema = translationsOf({
  name: text(gift.name),
  description: text(gift.description),
});

const post = blogPostInputSchema.shape;
/** Content is HTML: the server sanitises it on save like the English content. */
export const postTranslationsSchema = translationsOf({
  title: text(post.title),
  excerpt: text(post.excerpt),
  content: { schema: post.content, blank: blankHtml },
  category: text(post.category),
  tags: list(post.tags),
});

const child = childInputSchema.shape;
export const childTranslationsSchema = translationsOf({
  story: text(child.story),
  location: text(child.location),
  needs: list(child.needs),
});

const skill = skillInputSchema.shape;
export const skillTranslationsSchema = translationsOf({
  name: text(skill.name),
  description: text(skill.description),
  requirements: list(skill.requirements),
});

/** The bodies of the admin create and update routes: the English fields plus `translations`. */
export const giftBodySchema = giftInputSchema.safeExtend({ translations: giftTranslationsSchema });
export const postBodySchema = blogPostInputSchema.safeExtend({ translations: postTranslationsSchema });
export const childBodySchema = childInputSchema.safeExtend({ translations: childTranslationsSchema });
export const skillBodySchema = skillInputSchema.safeExtend({ translations: skillTranslationsSchema });
