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
