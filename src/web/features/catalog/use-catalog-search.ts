import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { searchOf } from './catalog-page';

/** The wait after the last keystroke before the catalogue is searched (as the dashboard's, docs/product.md). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue's search box: what is typed, and the address (`?q=`, back to page 1)
 * following it 300 ms after the last keystroke, or at once on Enter. The server
 * searches every gift; the address can be shared, and going back restores the box.
 */
export function useCatalogSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inUrl = searchOf(params);
  const [query, setQuery] = useState(inUrl);
  // The search last sent to the address: an address that differs came from elsewhere
  // (back, a link), and the box takes it; one of ours leaves what was typed since.
  const [sent, setSent] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (seen !== inUrl) {
    setSeen(inUrl);
    if (inUrl !== sent) {
      setSent(inUrl);
      setQuery(inUrl);
    }
  }

  const go = (text: string) => {
    const q = searchText(text, SEARCH_MAX_LENGTH);
    if (q === sent) return;
    setSent(q);
    const next = new URLSearchParams(params);
    next.delete('page');
    if (q) next.set('q', q);
    else next.delete('q');
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  };
  const commit = useEffectEvent(go);

  useEffect(() => {
    const timer = setTimeout(() => commit(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return {
    query,
    type: setQuery,
    /** Enter: the search at once, in place (the form's GET is for pages without JavaScript). */
    submit: (e: FormEvent) => {
      e.preventDefault();
      go(query);
    },
  };
}
