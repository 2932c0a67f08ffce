import { type Language, defaultLanguage } from '~/shared/i18n';
import { catalogueTranslator } from '~/server/core/catalogue-text';

const translator = catalogueTranslator('mail');

/** Text from the `mail` catalogue (the webhooks' and the mail screens' API messages); English unless told. */
export function mailText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  return translator(lang)(key, vars ?? {}) as string;
}
