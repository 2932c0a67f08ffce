import { z } from 'zod';
import { allLanguages, defaultLanguage } from '~/shared/i18n/core';

/*
 * Building blocks of the API's answers. Naming across src/shared/schemas: `<noun>Schema`
 * (type `<Noun>`) is a record as the API answers it; `<noun>InputSchema` is what a form
 * sends; `<noun>AnswerSchema` is the answer of a write that is not the record itself.
 * Objects are strict: the server checks each answer against its schema outside
 * production (src/server/core/http/route.ts), so a field a record should not carry (a
 * sponsor's address in a public answer) fails the tests instead of shipping.
 */

/** Timestamps travel as `Date#toISOString()` text. */
export const isoDateTime = z.iso.datetime();
export const recordId = z.uuid();
export const languageSchema = z.enum(allLanguages);

const translationLanguageSchema = z.enum(allLanguages.filter((l) => l !== defaultLanguage) as ['rw', 'fr']);
/** A record's stored translations: `{ rw: { field: text | list }, fr: {...} }` (admin answers only). */
export const storedTranslationsSchema = z.partialRecord(
  translationLanguageSchema,
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
);

/** Who someone is and how to reach them, as staff read it (a sponsor, a supporter to call, a message's sender). */
export const contactFields = { name: z.string(), email: z.string(), phone: z.string() };

/** `{ message }`: the answer of most writes (and of every error). */
export const messageAnswerSchema = z.strictObject({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** One record: `{ data }`. */
export const dataOf = <S extends z.ZodType>(record: S) => z.strictObject({ data: record });
/** A list: `{ data: [...] }`. */
export const listOf = <S extends z.ZodType>(record: S) => z.strictObject({ data: z.array(record) });
/** A write answered with a message and the record: `{ message, data }`. */
export const messageAndDataOf = <S extends z.ZodType>(record: S) =>
  z.strictObject({ message: z.string(), data: record });

/** A deletion answered with the id it removed: `{ data: { _id } }`. */
export const deletedAnswerSchema = dataOf(z.strictObject({ _id: recordId }));

/**
 * A public read of staff-entered content: each record in the language asked for, saying
 * which (`lang`); with an admin session each also carries its stored `translations`.
 */
export const localizedListOf = <Shape extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  record: z.ZodObject<Shape, C>,
) =>
  z.strictObject({
    data: z.array(record.extend({ lang: languageSchema, translations: storedTranslationsSchema.optional() })),
    lang: languageSchema,
  });
export const localizedOneOf = <Shape extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  record: z.ZodObject<Shape, C>,
) => z.strictObject({ data: record.extend({ lang: languageSchema }), lang: languageSchema });

/** The record as an admin write answers it: English fields and the stored translations. */
export const withTranslations = <Shape extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  record: z.ZodObject<Shape, C>,
) => record.extend({ translations: storedTranslationsSchema });
