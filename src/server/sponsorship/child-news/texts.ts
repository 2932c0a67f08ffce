import { type Language, defaultLanguage } from '~/shared/i18n';
import { catalogueTranslator } from '~/server/core/catalogue-text';

const translator = catalogueTranslator('childNews');

/** Text from the `childNews` catalogue (API messages, e-mail); English unless told. */
export function newsText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  return translator(lang)(key, vars ?? {}) as string;
}
