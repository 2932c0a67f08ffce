import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue, Language } from '~/shared/i18n/core';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';

export interface ChildNewsData {
  children: SponsoredChildNews[];
  texts: Catalogue;
}

/** The signed page's news of the sponsor's children, with the section's texts (none when they sponsor none). */
export function childNewsOf(lang: Language, children: SponsoredChildNews[]): ChildNewsData | null {
  if (children.length === 0) return null;
  return { children, texts: resourcesFor(lang, ['childNews']).childNews as Catalogue };
}
