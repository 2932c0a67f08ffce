/**
 * What a paged list says about its page (decision 009), without zod: public pages import
 * this, and the zod schemas in schemas/paging.ts would otherwise travel with them.
 */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages a list has (at least one, so "page 1 of 1" reads right when it is empty). */
export const pageCount = ({ total, pageSize }: Pick<PageInfo, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(total / pageSize));
