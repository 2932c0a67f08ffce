import type { AnswerOf, AnyContract, ParamsOf, QueryOf } from '~/shared/contract';
import { contractPath } from '~/shared/contract';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
import { pageCount, pageFromParams } from '~/shared/page-info';

/** A dashboard list shows this many records a page, read from the server (decision 009). */
export const ADMIN_PAGE_SIZE = 20;

/** `?page=` of a screen's URL: a whole number from 1 (anything else is the first page). */
export const pageFromUrl = pageFromParams;

/** The records of a paged answer: the `data` of a `{ data, total }` page, or a bare array (X-Total-Count). */
export type RowOf<C> = AnswerOf<C> extends { data: (infer R)[] } ? R : AnswerOf<C> extends (infer R)[] ? R : never;

/** What a list's contract is asked besides the page: its path's parameters, its filters, its page size. */
export interface ListRead<C extends AnyContract> {
  params?: ParamsOf<C>;
  /** The filters (empty ones are left out of the address); `page` and `pageSize` are the reader's. */
  query?: Omit<QueryOf<C>, 'page' | 'pageSize'>;
  /** Records a page (default ADMIN_PAGE_SIZE). */
  pageSize?: number;
}

/** The address of one page of a list through its contract, as `readPage` asks for it. */
export function listPath<C extends AnyContract>(contract: C, page: number, read: ListRead<C> = {}): string {
  const query = {
    ...(read.query as Record<string, unknown> | undefined),
    page,
    pageSize: read.pageSize ?? ADMIN_PAGE_SIZE,
  };
  return contractPath(contract, read.params as Record<string, unknown> | undefined, query);
}

/** How many records the whole (filtered) list has: a page's `total`, else its X-Total-Count. */
function totalOf(res: ApiResponse<unknown>): number | undefined {
  if (res.status !== 200) return undefined;
  const body = res.body as { total?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.total === 'number') return body.total;
  return res.totalCount;
}

/**
 * Reads one page of a list through its contract. A page past the end (a deletion emptied
 * the last page, an old link) reads the last page instead; `page` is the page read and
 * `total` the list's size (undefined when the answer did not say).
 */
export async function readPage<C extends AnyContract>(
  api: ApiClient,
  contract: C,
  page: number,
  read: ListRead<C> = {},
): Promise<{ res: ApiResponse<AnswerOf<C>>; page: number; total: number | undefined }> {
  const pageSize = read.pageSize ?? ADMIN_PAGE_SIZE;
  const get = (p: number) => api.get<AnswerOf<C>>(listPath(contract, p, read));
  const res = await get(page);
  const total = totalOf(res);
  const last = total === undefined ? page : pageCount({ total, pageSize });
  if (page <= last) return { res, page, total };
  const again = await get(last);
  return { res: again, page: last, total: totalOf(again) };
}

/** One page of a list as a screen shows it; `failed` when the API refused (the rows are then empty). */
export interface PagedList<R> {
  rows: R[];
  /** Records in the whole (filtered) list. */
  total: number;
  /** The page read (a page past the end reads the last one). */
  page: number;
  pageSize: number;
  failed: boolean;
}

/**
 * The one paged-list loader: the page of `request`'s `?page=` read through the list's
 * contract with the screen's filters (docs/architecture.md, "A new screen in five files").
 */
export async function loadList<C extends AnyContract>(
  api: ApiClient,
  contract: C,
  request: Request | URL,
  read: ListRead<C> = {},
): Promise<PagedList<RowOf<C>>> {
  const url = request instanceof URL ? request : new URL(request.url);
  const pageSize = read.pageSize ?? ADMIN_PAGE_SIZE;
  const { res, page, total } = await readPage(api, contract, pageFromUrl(url.searchParams), read);
  const body = res.body as unknown;
  const rows = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (res.status !== 200 || !Array.isArray(rows)) {
    console.error(`${contract.method} ${contract.url}: HTTP ${res.status}`);
    return { rows: [], total: 0, page: 1, pageSize, failed: true };
  }
  return { rows: rows as RowOf<C>[], total: total ?? rows.length, page, pageSize, failed: false };
}
