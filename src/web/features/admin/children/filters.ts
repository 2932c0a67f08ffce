import { type ChildStatus, childStatuses } from '~/shared/schemas/child';
import { CHILD_SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { pageFromParams } from '~/shared/page-info';

/** Rows per page of the sponsorship table (decision 009: the server cuts the page). */
export const CHILDREN_PAGE_SIZE = 20;

export interface ChildFilters {
  q: string;
  status: ChildStatus | '';
  /** `stale`: only the children with no report or photo in 12 months (docs/field.md#freshness). */
  freshness: 'stale' | '';
  page: number;
}

/** The filters from the screen's URL (`?q=&status=&freshness=&page=`); anything unknown is left out. */
export function readChildFilters(params: URLSearchParams): ChildFilters {
  const status = params.get('status') ?? '';
  return {
    q: searchText(params.get('q'), CHILD_SEARCH_MAX_LENGTH),
    status: childStatuses.includes(status as ChildStatus) ? (status as ChildStatus) : '',
    freshness: params.get('freshness') === 'stale' ? 'stale' : '',
    page: pageFromParams(params),
  };
}

/** The filters of childContracts.list's query (the page is the paged-list loader's). */
export function childrenQuery(f: ChildFilters) {
  return { q: f.q || undefined, status: f.status || undefined, freshness: f.freshness || undefined };
}
