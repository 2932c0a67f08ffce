import type { ApiClient } from '~/shared/load-context';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue, Language } from '~/shared/i18n/core';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';

export interface ChildNewsData {
  children: SponsoredChildNews[];
  texts: Catalogue;
}

/** The signed page's news of the sponsor's children (none when the link is not valid, or they sponsor none). */
export async function loadChildNews(api: ApiClient, lang: Language, token: string): Promise<ChildNewsData | null> {
  if (!token) return null;
  const res = await api.get<{ data: SponsoredChildNews[] }>(`/api/giving/news?token=${encodeURIComponent(token)}`);
  if (res.status !== 200 || res.body.data.length === 0) return null;
  return { children: res.body.data, texts: resourcesFor(lang, ['childNews']).childNews as Catalogue };
}
