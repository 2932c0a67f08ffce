import type { TFunction } from '~/shared/i18n/translator';
import { type Language, createI18n, defaultLanguage, resourcesFor } from '~/shared/i18n';

const translators = new Map<Language, TFunction>();

/** Text from the `childNews` catalogue (API messages, e-mail); English unless told. */
export function newsText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  let t = translators.get(lang);
  if (!t) {
    t = createI18n(lang, resourcesFor(lang, ['childNews'])).getFixedT(lang, 'childNews');
    translators.set(lang, t);
  }
  return t(key, vars ?? {}) as string;
}
