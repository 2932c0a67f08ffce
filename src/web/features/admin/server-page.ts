import type { ApiClient, ApiResponse } from '~/shared/load-context';
import { pageCount, pageFromParams } from '~/shared/page-info';

/** A dashboard list shows this many records a page, read from the server (decision 009). */
export const ADMIN_PAGE_SIZE = 20;

/** `?page=` of a screen's URL: a whole number from 1 (anything else is the first page). */
export const pageFromUrl = pageFromParams;

/** The API address of one page of a list, its filters given (empty ones left out). */
export function pagePath(
  path: string,
  filters: Record<string, string | undefined>,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  q.set('page', String(page));
  q.set('pageSize', String(pageSize));
  return `${path}?${q}`;
}

/**
 * Reads one page of a list. A page past the end (a deletion emptied the last page, an old
 * link) reads the last page instead; `page` is the page read.
 */
export async function readPage<T>(
  api: ApiClient,
  pathFor: (page: number) => string,
  page: number,
  totalOf: (res: ApiResponse<T>) => number | undefined,
): Promise<{ res: ApiResponse<T>; page: number }> {
  const res = await api.get<T>(pathFor(page));
  const total = res.status === 200 ? totalOf(res) : undefined;
  const last = total === undefined ? page : pageCount({ total, pageSize: ADMIN_PAGE_SIZE });
  if (page <= last) return { res, page };
  return { res: await api.get<T>(pathFor(last)), page: last };
}

/** Pagination's texts, from the dashboard's `admin` catalogue. */
export const paginationLabels = (t: (key: string, options?: Record<string, unknown>) => string) => ({
  nav: t('pagination.nav'),
  previous: t('pagination.previous'),
  next: t('pagination.next'),
  page: (page: number, pages: number) => t('pagination.page', { page, pages }),
});
