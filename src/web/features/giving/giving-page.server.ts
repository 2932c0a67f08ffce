import type { Language } from '~/shared/i18n/core';
import type { GivingPage } from '~/shared/schemas/giving-page';
import type { ApiClient } from '~/web/api/client';
import { departuresOf } from './child-departures.server';
import { childNewsOf } from './child-news.server';

/**
 * What the payer's own page shows, in one read of the API (GET /api/giving/page): their
 * giving, their data, their children's news, gifts and departures; without a token, the
 * "send me my link" form alone, and with a refused one, that form and why.
 */
export async function loadGivingPage(api: ApiClient, lang: Language, token: string) {
  const none = { giving: null, invalid: false, myData: null, news: null, gifts: null, ...departuresOf(lang, []) };
  if (!token) return none;
  const res = await api.get<{ data: GivingPage }>(`/api/giving/page?${new URLSearchParams({ token })}`);
  if (res.status !== 200) return { ...none, invalid: true };
  const page = res.body.data;
  return {
    giving: page.giving,
    invalid: false,
    myData: page.myData,
    news: childNewsOf(lang, page.news),
    gifts: page.gifts,
    ...departuresOf(lang, page.departures),
  };
}
