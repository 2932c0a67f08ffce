import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For pages whose list is filtered in the browser (search, selection, sort and page in
 * the URL): a change of those needs no new fetch. A reload asked for with `reload()`
 * still happens even if the URL changes while it waits, which React Router would
 * otherwise fold into that navigation and skip.
 */
let reloadsAsked = 0;

export async function reload(revalidator: { revalidate: () => Promise<void> }): Promise<void> {
  reloadsAsked++;
  try {
    await revalidator.revalidate();
  } finally {
    reloadsAsked--;
  }
}

export function skipForUrlFilters({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const filtersOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (filtersOnly && reloadsAsked === 0) return false;
  return defaultShouldRevalidate;
}

/**
 * For pages whose list the server filters and pages: a change of a filter or of the page
 * reads the list again, a change of only `keys` (a selection) does not. A reload asked for
 * with `reload()` still happens.
 */
export const skipForUrlKeys =
  (...keys: string[]) =>
  ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search);
      for (const key of keys) params.delete(key);
      params.sort();
      return params.toString();
    };
    const keysOnly =
      currentUrl.pathname === nextUrl.pathname &&
      currentUrl.search !== nextUrl.search &&
      rest(currentUrl) === rest(nextUrl);
    if (keysOnly && reloadsAsked === 0) return false;
    return defaultShouldRevalidate;
  };
