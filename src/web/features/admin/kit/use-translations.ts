import { useState } from 'react';
import type { z } from 'zod';
import type { Language } from '~/shared/i18n/core';
import {
  type ContentTranslations,
  type TranslationLanguage,
  translationLanguages,
} from '~/shared/schemas/translations';
import { useFieldError } from '~/web/i18n';

type Values = Record<TranslationLanguage, Record<string, string>>;

/** The stored translations as form text: lists become "a, b, c". */
function initialValues(fields: readonly string[], stored: ContentTranslations | undefined): Values {
  const out = {} as Values;
  for (const lang of translationLanguages) {
    const given = stored?.[lang] ?? {};
    out[lang] = Object.fromEntries(
      fields.map((field) => {
        const value = given[field];
        return [field, Array.isArray(value) ? value.join(', ') : (value ?? '')];
      }),
    );
  }
  return out;
}

/**
 * The Kinyarwanda and French fields of an admin form, prefilled from a record's
 * `translations`, checked with the API's own schema before sending.
 */
export function useTranslations(
  fields: readonly string[],
  stored: ContentTranslations | undefined,
  schema: z.ZodType<ContentTranslations | null | undefined, unknown>,
) {
  const fieldError = useFieldError();
  const [values, setValues] = useState<Values>(() => initialValues(fields, stored));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [language, setLanguage] = useState<Language>('en');

  const set = (lang: TranslationLanguage, field: string, value: string) => {
    setValues((v) => ({ ...v, [lang]: { ...v[lang], [field]: value } }));
    setErrors((errs) => ({ ...errs, [`${lang}.${field}`]: undefined }));
  };

  /** The translations to send (null: none), or undefined after showing the errors. */
  function validate(): ContentTranslations | null | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data ?? null;
    const next: Record<string, string | undefined> = {};
    for (const issue of parsed.error.issues) next[issue.path.slice(0, 2).join('.')] ??= fieldError(issue.message);
    setErrors(next);
    const first = translationLanguages.find((lang) => Object.keys(next).some((k) => k.startsWith(`${lang}.`)));
    if (first) setLanguage(first);
    return undefined;
  }

  const invalid = Object.fromEntries(
    translationLanguages.map((lang) => [lang, Object.entries(errors).some(([k, e]) => e && k.startsWith(`${lang}.`))]),
  ) as Partial<Record<Language, boolean>>;

  return {
    values,
    language,
    setLanguage,
    invalid,
    set,
    validate,
    /** Props for one translated input: value, onChange, error and lang. */
    field: (lang: TranslationLanguage, name: string) => ({
      name: `translations.${lang}.${name}`,
      lang,
      value: values[lang][name] ?? '',
      onChange: (e: { currentTarget: { value: string } }) => set(lang, name, e.currentTarget.value),
      error: errors[`${lang}.${name}`],
    }),
  };
}
