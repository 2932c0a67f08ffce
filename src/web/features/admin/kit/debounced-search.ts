import { useEffect, useRef, useState } from 'react';
import { searchText } from '~/shared/search-text';
import type { useUrlState } from './pagination';

/** How long typing pauses before a search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose text is shown at once and put in the URL (`?q=`, back to page 1) once
 * typing pauses, so the server is asked once per search rather than once per key. `max` is
 * the API's limit: a longer search in the URL (a pasted or shared link) shows, as the
 * loader searches for it, cut to its first `max` characters.
 */
export function useDebouncedSearch(url: ReturnType<typeof useUrlState>, max: number, key = 'q') {
  const [value, setValue] = useState(() => searchText(url.get(key), max));
  const latest = useRef(url);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = url;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current.set({ [key]: next.trim() ? next : null }), SEARCH_DEBOUNCE_MS);
  }
  /** Empties the box at once (the URL is the caller's to change, with its other filters). */
  function clear() {
    clearTimeout(timer.current);
    setValue('');
  }
  return { value, change, clear };
}
