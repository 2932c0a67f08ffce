import { availableLanguages } from '~/shared/i18n/catalogues';
import { isLanguage } from '~/shared/i18n/core';

/**
 * The query parameters each public page reads (its loader, its title and canonical link,
 * its components): `/catalog?q=&page=`, `/blog?page=`, `/donate?child=`... Any other
 * parameter names the same page. Pages not listed are left as asked: signed-link pages
 * (`?token=`, never cached), the payment status page, the dashboard, and pages added
 * later until they are listed here.
 */
const PAGE_PARAMS: [RegExp, readonly string[]][] = [
  [/^\/(about|what_we_do|volunteer|contact|subscribe)?$/, []],
  [/^\/(getinvolved|sponsorship|blog)$/, ['page']],
  [/^\/catalog$/, ['q', 'page']],
  [/^\/donate$/, ['child']],
  [/^\/(blog|stories)\/[^/]+$/, []],
  [/^\/(sitemap\.xml|robots\.txt)$/, []],
];

/** React Router's data request for a page (`/catalog.data`, `/_root.data` for the home page): the page's path. */
function pagePath(path: string): { page: string; data: boolean } {
  if (!path.endsWith('.data')) return { page: path, data: false };
  return { page: path === '/_root.data' ? '/' : path.slice(0, -'.data'.length), data: true };
}

/**
 * The canonical address of a request to a listed page: its path with only the parameters
 * the page reads (each once, in the order asked; the address as asked when that is all it has), a valid `lang` (the language switcher's
 * links), and `_routes` on a data request; undefined for a page not listed. The page
 * cache keys on the address, so an address that differs is redirected to this one: a
 * parameter the page never reads (`/catalog?x=<random>`) can no longer make every request
 * a render of its own.
 */
export function canonicalPageUrl(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const { page, data } = pagePath(path);
  const reads = PAGE_PARAMS.find(([pattern]) => pattern.test(page))?.[1];
  if (!reads) return undefined;
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1))) {
    const wanted =
      !kept.has(name) &&
      (reads.includes(name) ||
        (name === 'lang' && isLanguage(value) && availableLanguages.includes(value)) ||
        (data && name === '_routes'));
    if (wanted) kept.append(name, value);
    else dropped = true;
  }
  // Nothing dropped: the address as asked (`%20` or `+` for a space alike), not re-encoded.
  if (!dropped) return mark === url.length - 1 ? path : url;
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
