import { redirect } from 'react-router';
import { MAX_PAGE, type PageInfo, pageCount } from '~/shared/page-info';

/*
 * The addresses of a public list's pages (decision 009): `/catalog`, `/catalog?page=2`...
 * Each page is canonical to itself, with `page` and nothing else (a search, a language or
 * any other parameter names no other page). An address whose `page` names no page of the
 * list is redirected to the nearest one that does, so no duplicate of a page is served:
 * a malformed or < 1 number (`abc`, `0`, `-5`) for good (301) to the first page, a number
 * past the end for now (302: the list may grow back to it) to the last page.
 */

/** `?page=` of a list's address: 1 when absent or empty, the number when a whole number from 1, else null. */
export function askedPage(params: URLSearchParams): number | null {
  const raw = params.get('page');
  if (raw === null || raw === '') return 1;
  if (!/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** A list page's canonical path: the list's path, with `?page=n` past the first page. */
export const listPagePath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** For `meta`: the canonical path of the list page at `search` (a served page's `page` is always valid). */
export const canonicalListPath = (path: string, search: string) =>
  listPagePath(path, askedPage(new URLSearchParams(search)) ?? 1);

/** The same address with another page (the first without `page`), its other parameters kept. */
function movedTo(url: URL, page: number, status: 301 | 302): Response {
  const params = new URLSearchParams(url.search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return redirect(`${url.pathname}${query ? `?${query}` : ''}`, status);
}

/** In a loader, before the read: the page the address asks for; a malformed one throws a 301 to the first page. */
export function pageOrRedirect(url: URL): number {
  const page = askedPage(url.searchParams);
  if (page === null) throw movedTo(url, 1, 301);
  return page;
}

/**
 * In a loader, after the read: past the list's last page (a link kept after records went,
 * a typed number), a 302 to the last page. Without `info` (the read failed) nothing is said.
 */
export function redirectPastEnd(url: URL, asked: number, info: PageInfo | null | undefined): void {
  if (!info) return;
  const last = Math.min(pageCount(info), MAX_PAGE);
  if (asked > last) throw movedTo(url, last, 302);
}
