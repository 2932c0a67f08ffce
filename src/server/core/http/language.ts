import type { FastifyRequest } from 'fastify';
import { availableLanguages } from '~/shared/i18n/catalogues';
import { type Language, allLanguages, defaultLanguage, isLanguage } from '~/shared/i18n/core';

export const LANG_COOKIE = 'lang';

/** Best language offered by an Accept-Language header, by q-value, matching on the primary tag. */
export function fromAcceptLanguage(header: string | undefined, available: readonly Language[]): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { base: tag.toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((r) => r.base).find((b): b is Language => isLanguage(b) && available.includes(b));
}

/**
 * The page's language: `?lang=` (the switcher's links, remembered in a cookie), then
 * the cookie, then Accept-Language, then English.
 */
export function resolveLanguage(
  request: FastifyRequest,
  available: readonly Language[],
): { lang: Language; remember: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query) && available.includes(query)) return { lang: query, remember: true };
  const cookie = request.cookies?.[LANG_COOKIE];
  if (isLanguage(cookie) && available.includes(cookie)) return { lang: cookie, remember: false };
  return {
    lang: fromAcceptLanguage(request.headers['accept-language'], available) ?? defaultLanguage,
    remember: false,
  };
}

/**
 * The language of an API answer (staff-entered content): `?lang=`, then Accept-Language
 * (pages' loaders send the page's language there), then English. Every language counts,
 * whether or not its UI catalogues exist. The cookie is not read: a page's loader
 * forwards the visitor's cookies, which may still name the language being left.
 */
export function contentLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query)) return query;
  return fromAcceptLanguage(request.headers['accept-language'], allLanguages) ?? defaultLanguage;
}

/** The language a request's answers (and the e-mail it causes) should use. */
export const requestLanguage = (request: FastifyRequest): Language => resolveLanguage(request, availableLanguages).lang;
