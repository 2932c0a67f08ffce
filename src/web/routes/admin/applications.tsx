import { useCallback, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/applications';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { reload } from '~/web/features/admin/url-filters';
import { adminFetch } from '~/web/features/admin/api';
import { ApplicationDetails } from '~/web/features/admin/applications/application-details';
import { ApplicationTable } from '~/web/features/admin/applications/application-table';
import type { Application, ApplicationPage } from '~/shared/schemas/application';
import { pageCount } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { applicationsPath, readSort, sortModes } from '~/web/features/admin/applications/types';
import { useDebouncedSearch } from '~/web/features/admin/debounced-search';
import { Pagination, useUrlState } from '~/web/features/admin/pagination';
import { ADMIN_PAGE_SIZE, pageFromUrl, pagePath, paginationLabels, readPage } from '~/web/features/admin/server-page';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { buttonClass } from '~/web/features/admin/kit/button';

const isPage = (body: unknown): body is ApplicationPage => Array.isArray((body as ApplicationPage | null)?.data);

/**
 * One page of the applications, searched and sorted by the server (all three in the URL,
 * so a change of any reads again), and the count of every application for the header.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const q = searchText(params.get('q'), SEARCH_MAX_LENGTH);
  const sort = readSort(params.get('sort'));
  const [{ res }, all] = await Promise.all([
    readPage<ApplicationPage>(
      api,
      (p) => applicationsPath(q, sort, p),
      pageFromUrl(params),
      (r) => r.body?.total,
    ),
    // While searching, the header still counts every application: one record's page says the total.
    q ? api.get<ApplicationPage>(pagePath('/api/application', {}, 1, 1)) : null,
  ]);
  if (res.status !== 200 || !isPage(res.body)) return { list: null, overall: 0 };
  const overall = all?.status === 200 && isPage(all.body) ? all.body.total : res.body.total;
  return { list: res.body, overall };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'applications.title');

export default function Applications() {
  const { list, overall } = useLoaderData<typeof loader>();
  const { t } = useAdminT('admin');
  const url = useUrlState();
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const search = useDebouncedSearch(url, SEARCH_MAX_LENGTH);
  const [viewing, setViewing] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const closeDetails = useCallback(() => setViewing(null), []);
  const loading = revalidator.state === 'loading';

  if (!list) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-2xl font-bold text-red-800">{t('applications.errorTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('applications.errorText')}</p>
        <button
          type="button"
          onClick={() => reload(revalidator)}
          disabled={loading}
          className={buttonClass({ tone: 'primary', size: 'sm', className: 'mt-5' })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  const sort = readSort(url.get('sort'));
  const rows = list.data;
  const filtered = search.value.trim() !== '' || url.get('q') !== '' || sort !== 'newest';

  async function remove(a: Application) {
    if (!window.confirm(t('applications.confirmDelete'))) return;
    setDeleting(a._id);
    try {
      await adminFetch(`/api/application/${a._id}`, { method: 'DELETE' });
      show(t('applications.deleted'));
    } catch (error) {
      console.error('Could not delete the application', error);
      show(t('applications.deleteFailed'), 'error');
    } finally {
      setDeleting(null);
      await reload(revalidator);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('applications.title')}</h1>
          <p className="mt-1 font-semibold text-brand-800" data-testid="applications-total">
            {t('applications.total', { count: overall })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => reload(revalidator)}
          disabled={loading}
          className={buttonClass({ tone: 'secondary', size: 'sm' })}
        >
          <span aria-hidden="true">↻</span>
          {loading ? t('applications.refreshing') : t('applications.refresh')}
        </button>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor="application-search" className="sr-only">
            {t('applications.searchLabel')}
          </label>
          <input
            id="application-search"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={search.value}
            placeholder={t('applications.search')}
            onChange={(e) => search.change(e.target.value)}
            className="block min-h-11 w-full rounded-md border border-slate-300 px-3 text-base"
          />
        </div>
        <div>
          <label htmlFor="application-sort" className="sr-only">
            {t('applications.sort')}
          </label>
          <select
            id="application-sort"
            value={sort}
            onChange={(e) => url.set({ sort: e.target.value === 'newest' ? null : e.target.value })}
            className="block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base md:w-48"
          >
            {sortModes.map((m) => (
              <option key={m} value={m}>
                {t(`applications.sorts.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => {
            search.clear();
            url.set({ q: null, sort: null });
          }}
          disabled={!filtered}
          className={buttonClass({ tone: 'secondary', size: 'sm' })}
        >
          {t('applications.clearFilters')}
        </button>
      </div>

      <div
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        aria-busy={loading || undefined}
      >
        {rows.length === 0 ? (
          <div className="p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('applications.empty')}</p>
            <p className="mt-1 text-slate-600">
              {overall === 0 ? t('applications.emptyNone') : t('applications.emptySearch')}
            </p>
          </div>
        ) : (
          <ApplicationTable rows={rows} deleting={deleting} onView={setViewing} onDelete={remove} />
        )}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('applications.showing', { shown: rows.length, total: overall })}
      </p>
      <Pagination
        page={list.page}
        pages={pageCount({ total: list.total, pageSize: ADMIN_PAGE_SIZE })}
        onPage={(p) => url.set({ page: p === 1 ? null : p })}
        labels={paginationLabels(t)}
      />
      <ApplicationDetails application={viewing} onClose={closeDetails} />
      <ToastRegion toast={toast} />
    </div>
  );
}
