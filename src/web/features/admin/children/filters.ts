import { type ChildStatus, childStatuses } from '~/shared/schemas/child';
import { CHILD_SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { pageFromParams } from '~/shared/page-info';

/** Rows per page of the sponsorship table (decision 009: the server cuts the page). */
export const CHILDREN_PAGE_SIZE = 20;

export interface ChildFilters {
  q: string;
  status: ChildStatus | '';
  page: number;
}

/** The filters from the screen's URL (`?q=&status=&page=`); anything unknown is left out. */
export function readChildFilters(params: URLSearchParams): ChildFilters {
  const status = params.get('status') ?? '';
  return {
    q: searchText(params.get('q'), CHILD_SEARCH_MAX_LENGTH),
    status: childStatuses.includes(status as ChildStatus) ? (status as ChildStatus) : '',
    page: pageFromParams(params),
  };
}

/** GET /api/sponsors for the filters and a page. */
export function childrenQuery(f: ChildFilters, page = f.page): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.status) q.set('status', f.status);
  q.set('page', String(page));
  q.set('pageSize', String(CHILDREN_PAGE_SIZE));
  return `/api/sponsors?${q}`;
}
