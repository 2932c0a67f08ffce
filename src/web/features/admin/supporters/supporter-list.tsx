import { useNavigation } from 'react-router';
import type { SupporterSummary } from '~/shared/schemas/supporter-record';
import { pageCount } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { formatDate } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DataTable } from '~/web/features/admin/kit/data-table';
import { SearchForm } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import type { PagedList } from '~/web/features/admin/kit/paged-list';

/** The supporters, newest first, searched by name, address or phone; each opens its record. */
export function SupporterList({
  q,
  list,
  base,
}: {
  q: string;
  /** The page read (`loadList`), null when the API refused. */
  list: PagedList<SupporterSummary> | null;
  base: string;
}) {
  const { t, i18n } = useAdminT('records');
  const navigation = useNavigation();
  const link = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <ManagerPage title={t('supporters.title')} intro={t('supporters.intro')} width="">
      <div className="mt-6 space-y-6">
        <SearchForm
          label={t('supporters.search')}
          value={q}
          maxLength={SEARCH_MAX_LENGTH}
          submit={t('supporters.searchButton')}
          clear={t('supporters.clear')}
        />
        {!list ? (
          <Alert tone="error" title={t('supporters.loadError')} />
        ) : (
          <div aria-busy={navigation.state === 'loading' || undefined}>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {t('supporters.count', { count: list.total })}
            </p>
            {list.rows.length === 0 ? (
              <EmptyState title={q ? t('supporters.noMatch', { q }) : t('supporters.empty')} />
            ) : (
              <DataTable<SupporterSummary>
                rows={list.rows}
                rowKey={(r) => r._id}
                caption={t('supporters.caption')}
                columns={[
                  {
                    key: 'name',
                    header: t('supporters.columns.name'),
                    rowHeader: true,
                    cell: (r) => (
                      <a href={`${base}/${r._id}`} className="font-semibold text-brand-700 underline">
                        {r.name || t('supporters.unnamed')}
                      </a>
                    ),
                  },
                  { key: 'email', header: t('supporters.columns.email'), cell: (r) => r.email ?? '' },
                  { key: 'phone', header: t('supporters.columns.phone'), cell: (r) => r.phone },
                  {
                    key: 'since',
                    header: t('supporters.columns.since'),
                    cell: (r) => formatDate(r.createdAt, i18n.language),
                  },
                ]}
              />
            )}
            <PageNav page={list.page} pages={pageCount(list)} href={link} />
          </div>
        )}
      </div>
    </ManagerPage>
  );
}
