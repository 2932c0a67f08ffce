import { type Application, type ApplicationSort, applicationSorts } from '~/shared/schemas/application';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';

export const sortModes = applicationSorts;
export type SortMode = ApplicationSort;
export const readSort = (v: string | null): SortMode =>
  sortModes.includes(v as SortMode) ? (v as SortMode) : 'newest';

export const fullName = (a: Application) => `${a.firstName} ${a.lastName}`.trim();

/**
 * One page of the applications, searched (docs/product.md: first name, last name, e-mail and the
 * skills text) and sorted by the server; Newest First is the server's default.
 */
export const applicationsQuery = (q: string, sort: SortMode) => ({
  q: searchText(q, SEARCH_MAX_LENGTH) || undefined,
  sort: sort === 'newest' ? undefined : sort,
});
