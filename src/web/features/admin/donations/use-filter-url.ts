import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type DonationFilters, readFilters } from './types';

/**
 * The filters as the URL will be once the page in flight arrives, and a setter that
 * builds on that URL: two quick changes (type, then period) both stick, and a select
 * shows its new value at once rather than the old one until the records load.
 */
export function useFilterUrl(loaded: DonationFilters) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const search = pending ?? location.search;
  const shown: DonationFilters = pending === null ? loaded : { ...readFilters(new URLSearchParams(search)) };

  function set(changes: Record<string, string | number | null>) {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page'); // a new filter starts at page 1
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
  }
  return { filters: shown, set, loading: navigation.state === 'loading' };
}
