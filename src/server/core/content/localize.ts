import type { Language } from '~/shared/i18n/core';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** A record as the services return it: English fields plus the stored translations. */
type Translatable = { translations?: ContentTranslations | null };

export type Localized<R extends Translatable> = Omit<R, 'translations'> & { lang: Language };

/** A translation is used only when it is of the English field's kind and not empty. */
function usable(english: unknown, value: unknown): boolean {
  if (Array.isArray(english))
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The record in `lang`: each of `fields` from its translation when there is one,
 * otherwise the English text (per field). The stored `translations` are left out and
 * `lang` says which language the record's text is in: `lang` when at least one field
 * came from its translation, else English.
 */
export function localize<R extends Translatable>(record: R, fields: readonly string[], lang: Language): Localized<R> {
  const { translations, ...rest } = record;
  const out: Record<string, unknown> = { ...rest };
  const given = lang === 'en' ? undefined : translations?.[lang];
  let translated = false;
  if (given && typeof given === 'object') {
    for (const field of fields) {
      const value = Object.hasOwn(given, field) ? given[field] : undefined;
      if (usable(out[field], value)) {
        out[field] = value;
        translated = true;
      }
    }
  }
  out.lang = translated ? lang : 'en';
  return out as Localized<R>;
}

export const localizeAll = <R extends Translatable>(records: R[], fields: readonly string[], lang: Language) =>
  records.map((r) => localize(r, fields, lang));

export { languageQuerySchema } from '~/shared/schemas/common';
