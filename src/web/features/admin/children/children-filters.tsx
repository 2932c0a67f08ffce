import { childStatuses } from '~/shared/schemas/child';
import { CHILD_SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { useAdminT } from '../admin-i18n';
import { UrlFilters } from '../kit/filters';
import type { useUrlState } from '../kit/pagination';

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
        label: t('children.searchLabel'),
        placeholder: t('children.searchPlaceholder'),
        maxLength: CHILD_SEARCH_MAX_LENGTH,
      }}
      select={{
        name: 'status',
        label: t('children.statusLabel'),
        all: t('children.allStatuses'),
        options: childStatuses.map((s) => ({ value: s, label: t(`children.${s}`) })),
      }}
    />
  );
}
