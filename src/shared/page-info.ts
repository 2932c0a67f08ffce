/**
 * What a paged list says about its page (decision 009), without zod: public pages import
 * this, and the zod schemas in schemas/paging.ts would otherwise travel with them.
 */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

/** The highest page number a list read takes (pageQuerySchema). */
export const MAX_PAGE = 100_000;

/** `?page=` of an address: a whole number from 1, at most MAX_PAGE (anything else is the first page). */
export const pageFromParams = (params: URLSearchParams) =>
  Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/** How many pages a list has (at least one, so "page 1 of 1" reads right when it is empty). */
export const pageCount = ({ total, pageSize }: Pick<PageInfo, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(total / pageSize));
