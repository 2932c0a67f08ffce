import type { Language } from '~/shared/i18n/core';
import { redirect } from 'react-router';
import { givingContracts } from '~/shared/contracts/my-giving';
import { type ApiClient, call } from '~/web/api/client';
import { availableLanguages } from '~/shared/i18n/catalogues';
import { isLanguage } from '~/shared/i18n/core';
import { departuresOf } from './child-departures.server';
import { childNewsOf } from './child-news.server';

/**
 * What the payer's own page shows, in one read of the API (GET /api/giving/page): their
 * giving, their data, their children's news, gifts and departures; without a token, the
 * "send me my link" form alone, and with a refused one, that form and why.
 */
export async function loadGivingPage(api: ApiClient, lang: Language, token: string) {
  const none = {
    giving: null,
    invalid: false,
    myData: null,
    news: null,
    gifts: null,
    supporterLang: null,
    ...departuresOf(lang, []),
  };
  if (!token) return none;
  const res = await call(api, givingContracts.page, { query: { token } });
  if (res.status !== 200) return { ...none, invalid: true };
  const page = res.body.data;
  return {
    giving: page.giving,
    invalid: false,
    myData: page.myData,
    news: childNewsOf(lang, page.news),
    gifts: page.gifts,
    supporterLang: page.lang,
    ...departuresOf(lang, page.departures),
  };
}

/**
 * The page speaks the language the supporter chose (kept on their supporter record): a
 * link without `lang` is sent on to it, and a language chosen here (`?lang=`, the
 * switcher's links) is kept for the page and every message to them.
 */
export async function followSupporterLanguage(
  api: ApiClient,
  url: URL,
  token: string,
  lang: Language,
  chosen: Language | null,
): Promise<void> {
  if (!token || !chosen) return;
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) {
    if (asked === lang && asked !== chosen) await call(api, givingContracts.language, { body: { token, lang } });
    return;
  }
  if (chosen !== lang && availableLanguages.includes(chosen)) {
    url.searchParams.set('lang', chosen);
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
}
