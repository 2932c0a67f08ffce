import { pageCount } from '~/shared/page-info';
import { ADMIN_PAGE_SIZE } from './paged-list';
import { PageNav } from './manager-page';

type UrlSet = { set: (changes: Record<string, string | number | null>) => void };

/** Goes to page `page` of a list whose page is in the URL (the first page is no `?page=`). */
export const toPage = (url: UrlSet) => (page: number) => url.set({ page: page === 1 ? null : page });

/** The page links of a server-paged list whose page is in the URL: `total` records, `pageSize` a page. */
export function UrlPageNav({
  url,
  page,
  total,
  pageSize = ADMIN_PAGE_SIZE,
}: {
  url: UrlSet;
  page: number;
  total: number;
  pageSize?: number;
}) {
  const pages = pageCount({ total, pageSize });
  return <PageNav page={Math.min(page, pages)} pages={pages} onPage={toPage(url)} />;
}
