import { type ReactNode, useCallback, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/applications';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { reload } from '~/web/features/admin/kit/url-filters';
import { applicationContracts } from '~/shared/contracts/applications';
import { call } from '~/web/api/client';
import { Button, type ButtonProps } from '~/web/features/admin/kit/button';
import { FilterBar, FilterSelect, SearchBox } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { ApplicationDetails } from '~/web/features/admin/applications/application-details';
import { ApplicationTable } from '~/web/features/admin/applications/application-table';
import type { Application } from '~/shared/schemas/application';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { applicationsQuery, fullName, readSort, sortModes } from '~/web/features/admin/applications/types';
import { useDebouncedSearch } from '~/web/features/admin/kit/debounced-search';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { pageFromUrl, readPage } from '~/web/features/admin/kit/paged-list';
import { useToast } from '~/web/features/admin/kit/toast';
import { deleteAction } from '~/web/features/admin/kit/route-action.server';

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
    readPage(api, applicationContracts.list, pageFromUrl(params), { query: applicationsQuery(q, sort) }),
    // While searching, the header still counts every application: one record's page says the total.
    q ? call(api, applicationContracts.list, { query: { page: 1, pageSize: 1 } }) : null,
  ]);
  if (res.status !== 200) return { list: null, overall: 0 };
  const overall = all?.status === 200 ? all.body.total : res.body.total;
  return { list: res.body, overall };
}

/** A row's Delete posts here (the kit's deleteAction, intent `remove`, confirmed), without JavaScript too (then asked on the page). */
const applicationsAction = deleteAction(applicationContracts.remove, 'remove');

export async function action({ context, request }: Route.ActionArgs) {
  return applicationsAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'applications.title');

export default function Applications({ actionData }: Route.ComponentProps) {
  const { list, overall } = useLoaderData<typeof loader>();
  const { t } = useAdminT('admin');
  const url = useUrlState();
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const { post } = useIntentPost(show);
  const search = useDebouncedSearch(url, SEARCH_MAX_LENGTH);
  const [viewing, setViewing] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const closeDetails = useCallback(() => setViewing(null), []);
  const loading = revalidator.state === 'loading';
  const refresh = (label: ReactNode, more: ButtonProps = {}) => (
    <Button size="sm" tone="secondary" onClick={() => reload(revalidator)} disabled={loading} {...more}>
      {label}
    </Button>
  );

  if (!list) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-2xl font-bold text-red-800">{t('applications.errorTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('applications.errorText')}</p>
        {refresh(t('common.tryAgain'), { tone: 'primary', className: 'mt-5' })}
      </div>
    );
  }

  const sort = readSort(url.get('sort'));
  const rows = list.data;
  const filtered = search.value.trim() !== '' || url.get('q') !== '' || sort !== 'newest';

  const texts = { done: t('applications.deleted'), failed: t('applications.deleteFailed') };
  // Without JavaScript the delete is asked on the page, in the words of the browser's confirmation.
  const ask = (id: string) => {
    const a = rows.find((r) => r._id === id);
    return a
      ? { question: t('applications.confirmDelete'), button: t('applications.delete'), about: fullName(a) }
      : null;
  };
  async function remove(a: Application) {
    setDeleting(a._id);
    await post({ intent: 'remove', id: a._id }, { confirm: t('applications.confirmDelete'), ...texts });
    setDeleting(null);
  }

  return (
    <ManagerPage
      title={t('applications.title')}
      intro={
        <span className="text-base font-semibold text-brand-800" data-testid="applications-total">
          {t('applications.total', { count: overall })}
        </span>
      }
      width=""
      toast={toast}
      action={refresh(
        <>
          <span aria-hidden="true">↻</span>
          {loading ? t('applications.refreshing') : t('applications.refresh')}
        </>,
      )}
      filters={
        <FilterBar className="md:grid-cols-[1fr_12rem_auto]">
          <SearchBox
            id="application-search"
            label={t('applications.searchLabel')}
            placeholder={t('applications.search')}
            value={search.value}
            onChange={search.change}
            maxLength={SEARCH_MAX_LENGTH}
          />
          <FilterSelect
            id="application-sort"
            label={t('applications.sort')}
            value={sort}
            onChange={(v) => url.set({ sort: v === 'newest' ? null : v })}
            options={sortModes.map((m) => ({ value: m, label: t(`applications.sorts.${m}`) }))}
          />
          <Button
            tone="secondary"
            size="sm"
            onClick={() => {
              search.clear();
              url.set({ q: null, sort: null });
            }}
            disabled={!filtered}
          >
            {t('applications.clearFilters')}
          </Button>
        </FilterBar>
      }
    >
      <div className="mt-6 space-y-4" aria-busy={loading || undefined}>
        <PostedAlert answer={actionData} texts={{ remove: { ...texts, ask } }} />
        {rows.length === 0 ? (
          <EmptyState
            title={t('applications.empty')}
            text={overall === 0 ? t('applications.emptyNone') : t('applications.emptySearch')}
          />
        ) : (
          <ApplicationTable rows={rows} deleting={deleting} onView={setViewing} onDelete={(a) => void remove(a)} />
        )}
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('applications.showing', { shown: rows.length, total: overall })}
        </p>
      </div>
      <UrlPageNav url={url} page={list.page} total={list.total} />
      <ApplicationDetails application={viewing} onClose={closeDetails} />
    </ManagerPage>
  );
}
