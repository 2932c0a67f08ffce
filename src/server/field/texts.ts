import { type Language, defaultLanguage } from '~/shared/i18n';
import type { FastifyRequest } from 'fastify';
import { catalogueTranslator } from '~/server/core/catalogue-text';
import { requestLanguage } from '~/server/core/http/language';

const translator = catalogueTranslator('field');

/** Text from the `field` catalogue (API messages, the news a report becomes); English unless told. */
export function fieldText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  return translator(lang)(key, vars ?? {}) as string;
}

/** The `field` catalogue in the caller's language (the phone's, the dashboard's). */
export const fieldTextFor =
  (lang: Language) =>
  (key: string, vars?: Record<string, unknown>): string =>
    fieldText(key, vars, lang);
export type FieldText = ReturnType<typeof fieldTextFor>;

/** The `field` catalogue in the language the request asks for. */
export const fieldTextOf = (request: FastifyRequest): FieldText => fieldTextFor(requestLanguage(request));
