import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and paging live in the URL, so a reload or a shared link keeps them.
 * `get('q')`, `set({ q: 'x', page: null })` (null removes a key; changing a filter resets the page).
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  // A change made before the previous one has committed (typing, then picking a sort at
  // once) must build on that pending change, not on the last committed URL: React Router
  // hands the functional form of setSearchParams the committed params, so two quick
  // changes would otherwise lose the first.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  const get = (key: string, fallback = '') => params.get(key) ?? fallback;
  const set = (changes: Record<string, string | number | null>, { resetPage = true } = {}) => {
    const next = new URLSearchParams(pending.current ?? params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    pending.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const page = Math.max(1, Number.parseInt(get('page', '1'), 10) || 1);
  return { params, get, set, page };
}

/** Slices a list for the current page. */
export function paginate<T>(items: T[], page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  return { rows: items.slice((current - 1) * pageSize, current * pageSize), pages, current };
}

export function Pagination({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number, pages: number) => string; nav: string };
}) {
  if (pages <= 1) return null;
  const btn = 'min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium disabled:opacity-50';
  return (
    <nav aria-label={labels.nav} className="mt-4 flex items-center justify-between gap-2">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {labels.page(page, pages)}
      </span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
