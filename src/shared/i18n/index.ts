import type { Translator } from './translator';
import { resourcesFor } from './catalogues';
import { type Language, createI18nInstance, defaultLanguage } from './core';

/**
 * Server-side i18n: API messages and e-mail. Browser code imports ./core instead.
 * Catalogues live in ./locales/<lang>/<namespace>.json; adding a language adds files
 * (and their imports in ./catalogues.ts).
 */
export { allLanguages, defaultLanguage, isLanguage, languageNames, type Language } from './core';
export { availableLanguages, resourcesFor } from './catalogues';

/** An instance with `common` and the schemas' messages of `lng`, plus any extra namespaces. */
export function createI18n(
  lng: Language = defaultLanguage,
  extra: Record<string, Record<string, unknown>> = {},
): Translator {
  return createI18nInstance(lng, { ...resourcesFor(lng, ['common', 'validation', 'adminValidation']), ...extra });
}

const instances = new Map<Language, Translator>();
/** Text for a message key such as `validation:donation.amount` (API errors, logs); English unless told. */
export function translate(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  let i18n = instances.get(lang);
  if (!i18n) {
    // `staff`: the answers of staff sign-in and the Staff screen; `children`: a child's leaving (docs/children-protection.md);
    // `sponsorshipStates`: a child's hold (too many holds).
    i18n = createI18n(lang, resourcesFor(lang, ['staff', 'children', 'sponsorshipStates']));
    instances.set(lang, i18n);
  }
  return i18n.t(key, vars ?? {}) as string;
}
