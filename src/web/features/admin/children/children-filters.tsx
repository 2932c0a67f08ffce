import { childStatuses } from '~/shared/schemas/child';
import { CHILD_SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { useAdminT } from '../admin-i18n';
import { UrlFilters } from '../kit/filters';
import type { useUrlState } from '../pagination';

/**
 * Search (name or location) and status, kept in the URL and applied by the server
 * before it cuts the page (decision 009). The search waits 300 ms after the last key.
 */
export function ChildrenFilters({ url }: { url: ReturnType<typeof useUrlState> }) {
  const { t } = useAdminT('adminContent');
  return (
    <UrlFilters
      url={url}
      search={{
        label: t('sponsor.searchLabel'),
        placeholder: t('sponsor.searchPlaceholder'),
        maxLength: CHILD_SEARCH_MAX_LENGTH,
      }}
      select={{
        name: 'status',
        label: t('sponsor.statusLabel'),
        all: t('sponsor.allStatuses'),
        options: childStatuses.map((s) => ({ value: s, label: t(`sponsor.${s}`) })),
      }}
    />
  );
}
