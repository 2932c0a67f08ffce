import type { CatalogResult } from './normalize';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { pageFromParams } from '~/shared/page-info';

/** Gifts per page of the public catalogue (a whole number of rows of 1, 2, 3 or 4 columns). */
export const CATALOG_PAGE_SIZE = 24;

/** `?page=n` of a public list's address (1 for anything else). */
export const pageOf = pageFromParams;

/**
 * The visitor's search, as the box and the API take it: a longer one (a pasted or shared
 * address) searches for its first SEARCH_MAX_LENGTH characters, control characters dropped.
 */
export const searchOf = (params: URLSearchParams) => searchText(params.get('q'), SEARCH_MAX_LENGTH);

/** The API query of a catalogue page: the search (the name, docs/product.md), the page and its size. */
export interface CatalogQuery {
  page: number;
  pageSize: number;
  q?: string;
}
export function catalogQuery(params: URLSearchParams, page = pageOf(params)): CatalogQuery {
  const q = searchOf(params);
  return { page, pageSize: CATALOG_PAGE_SIZE, ...(q ? { q } : {}) };
}

/**
 * The page the address asks for; past the last page (a shared link after gifts went,
 * a typed number), the last page instead.
 */
export async function loadCatalogPage(
  params: URLSearchParams,
  read: (query: CatalogQuery) => Promise<CatalogResult>,
): Promise<CatalogResult> {
  const result = await read(catalogQuery(params));
  if (!result.ok || result.gifts.length > 0 || result.info.total === 0) return result;
  const last = Math.max(1, Math.ceil(result.info.total / result.info.pageSize));
  return result.info.page > last ? read(catalogQuery(params, last)) : result;
}
