import { useEffect, useEffectEvent, useId, useState } from 'react';
import { inputClass } from '~/web/components/field';
import { childStatuses } from '~/shared/schemas/child';
import { CHILD_SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { useAdminT } from '../admin-i18n';
import type { useUrlState } from '../pagination';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search (name or location) and status, kept in the URL and applied by the server
 * before it cuts the page (decision 009). The search waits 300 ms after the last key.
 */
export function ChildrenFilters({ url }: { url: ReturnType<typeof useUrlState> }) {
  const { t } = useAdminT('adminContent');
  const id = useId();
  const [query, setQuery] = useState(() => searchText(url.get('q'), CHILD_SEARCH_MAX_LENGTH));
  const commitQuery = useEffectEvent((q: string) => {
    if (q.trim() !== url.get('q')) url.set({ q: q.trim() });
  });
  useEffect(() => {
    const timer = setTimeout(() => commitQuery(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <div role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('sponsor.searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={CHILD_SEARCH_MAX_LENGTH}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder={t('sponsor.searchPlaceholder')}
          className={`${inputClass} mt-0`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('sponsor.statusLabel')}
        </label>
        <select
          id={`${id}-status`}
          value={url.get('status')}
          onChange={(e) => url.set({ status: e.currentTarget.value })}
          className={`${inputClass} mt-0`}
        >
          <option value="">{t('sponsor.allStatuses')}</option>
          {childStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`sponsor.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
