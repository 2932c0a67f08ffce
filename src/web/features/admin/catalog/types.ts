import { type CatalogCategory, type Gift as ApiGift, catalogCategories } from '~/shared/schemas/gift';
import { pageFromParams } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** A gift as staff read it (GET /api/catalog?lang=en with a session: English fields plus translations). */
export type Gift = ApiGift & { translations?: ContentTranslations };

/** Gifts per page of the Catalog Manager. */
export const ADMIN_CATALOG_PAGE_SIZE = 20;

/** `?page=n` of the manager's URL (1 for anything else; at most the API's highest). */
export const adminGiftsPage = pageFromParams;

/**
 * The API read of the manager's page: English fields and translations (`lang=en` with
 * the session), the search matching the name or the description case-insensitively and
 * the category exactly (docs/product.md#validation), applied by the server before the page is cut.
 */
export function adminGiftsQuery(params: URLSearchParams, page = adminGiftsPage(params)) {
  const category = params.get('category') ?? '';
  return {
    lang: 'en' as const,
    in: 'name-or-description' as const,
    q: searchText(params.get('q'), SEARCH_MAX_LENGTH) || undefined,
    category: isCategory(category) ? category : undefined,
    page,
    pageSize: ADMIN_CATALOG_PAGE_SIZE,
  };
}

const isCategory = (c: string): c is CatalogCategory => (catalogCategories as readonly string[]).includes(c);
