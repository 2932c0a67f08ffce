import { type Language, defaultLanguage } from '~/shared/i18n';
import { catalogueTranslator } from '~/server/core/catalogue-text';

const translator = catalogueTranslator('giving');

/** Text from the `giving` catalogue (API messages, e-mail, PDFs); English unless told. */
export function givingText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  return translator(lang)(key, vars ?? {}) as string;
}
