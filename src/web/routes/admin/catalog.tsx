import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { listIn } from '~/web/api/client';
import type { Route } from './+types/catalog';
import { catalogCategories } from '~/shared/schemas/gift';
import { appContext } from '~/web/context';
import { inputClass } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { GiftCard } from '~/web/features/admin/catalog/gift-card';
import { GiftForm } from '~/web/features/admin/catalog/gift-form';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import {
  ADMIN_CATALOG_PAGE_SIZE,
  type Gift,
  type PagedGifts,
  adminGiftsPage,
  adminGiftsQuery,
} from '~/web/features/admin/catalog/types';
import { Pagination, useUrlState } from '~/web/features/admin/pagination';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload } from '~/web/features/admin/url-filters';
import { pageCount } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';

const SEARCH_DEBOUNCE_MS = 300;

/** The page, search and category in the URL, asked of the server (decision 009); past the last page, the last page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const asked = adminGiftsPage(params);
  let res = await api.get<PagedGifts>(adminGiftsQuery(params, asked));
  const last = res.status === 200 ? pageCount(res.body) : 1;
  if (res.status === 200 && asked > last) res = await api.get<PagedGifts>(adminGiftsQuery(params, last));
  if (res.status !== 200) return { gifts: [] as Gift[], total: 0, page: 1, failed: true };
  return { gifts: listIn<Gift>(res.body) ?? [], total: res.body.total, page: res.body.page, failed: false };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'catalog.title', 'adminContent');

export default function CatalogManager() {
  const { gifts, total, page, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [query, setQuery] = useState(() => searchText(url.get('q'), SEARCH_MAX_LENGTH));
  // null: closed; 'new': add mode; a gift: edit mode (SPEC: the mode follows the id).
  const [editing, setEditing] = useState<Gift | 'new' | null>(null);
  const formId = useId();

  const reportFetchFailure = useEffectEvent(() => show(t('catalog.toast.fetchFailed'), 'error'));
  useEffect(() => {
    if (failed) reportFetchFailure();
  }, [failed]);

  // SPEC: the search waits 300 ms after the last keystroke; the URL keeps it.
  const commitQuery = useEffectEvent((q: string) => {
    if (q !== url.get('q')) url.set({ q });
  });
  useEffect(() => {
    const timer = setTimeout(() => commitQuery(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const category = url.get('category');
  const filtered = url.get('q') !== '' || category !== '';
  const noMatch = useAdminT('records').t;
  const loading = useNavigation().state === 'loading';

  async function remove(gift: Gift) {
    if (!window.confirm(t('catalog.confirmDelete', { name: gift.name }))) return;
    try {
      await adminFetch(`/api/catalog/${gift._id}`, { method: 'DELETE' });
      if (editing !== 'new' && editing?._id === gift._id) setEditing(null);
      show(t('catalog.toast.deleted'));
      await reload(revalidator);
    } catch (err) {
      console.error('Deleting the gift failed', err);
      show(t('catalog.toast.deleteFailed'), 'error');
    }
  }

  async function saved(mode: 'added' | 'updated') {
    setEditing(null);
    show(t(mode === 'added' ? 'catalog.toast.added' : 'catalog.toast.updated'));
    await reload(revalidator);
  }

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('catalog.title')}</h1>
          <p className="text-sm text-slate-600">{t('catalog.intro')}</p>
        </div>
        <button
          type="button"
          aria-expanded={editing !== null}
          aria-controls={formId}
          onClick={() => setEditing(editing ? null : 'new')}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {editing ? t('catalog.cancel') : t('catalog.add')}
        </button>
      </div>

      <div role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor={`${formId}-q`} className="sr-only">
            {t('catalog.searchLabel')}
          </label>
          <input
            id={`${formId}-q`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            placeholder={t('catalog.searchPlaceholder')}
            className={`${inputClass} mt-0`}
          />
        </div>
        <div>
          <label htmlFor={`${formId}-category`} className="sr-only">
            {t('catalog.categoryLabel')}
          </label>
          <select
            id={`${formId}-category`}
            value={category}
            onChange={(e) => url.set({ category: e.currentTarget.value })}
            className={`${inputClass} mt-0`}
          >
            <option value="">{t('catalog.allCategories')}</option>
            {catalogCategories.map((c) => (
              <option key={c} value={c}>
                {t(`catalog.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div id={formId} className="mt-6">
        {editing && (
          <GiftForm
            key={editing === 'new' ? 'new' : editing._id}
            gift={editing === 'new' ? null : editing}
            onSaved={saved}
            onFailed={(mode) =>
              show(t(mode === 'added' ? 'catalog.toast.addFailed' : 'catalog.toast.updateFailed'), 'error')
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </div>

      <p className="sr-only" role="status">
        {t('catalog.results', { count: total })}
      </p>

      {total === 0 && filtered ? (
        // A search or category with no match: said so, not "add your first product".
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{noMatch('catalog.noMatch')}</h2>
          <p className="mt-2 text-slate-600">{noMatch('catalog.noMatchHint')}</p>
        </div>
      ) : total === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('catalog.empty.title')}</h2>
          <p className="mt-2 text-slate-600">{t('catalog.empty.text')}</p>
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="mt-6 min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('catalog.empty.action')}
          </button>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('catalog.listLabel')}</h2>
          <ul
            aria-label={t('catalog.listLabel')}
            aria-busy={loading || undefined}
            className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
          >
            {gifts.map((gift) => (
              <li key={gift._id} className="flex">
                <GiftCard
                  gift={gift}
                  onView={() => show(t('catalog.viewing', { name: gift.name }), 'info')}
                  onEdit={() => setEditing(gift)}
                  onDelete={() => void remove(gift)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <Pagination
        page={page}
        pages={pageCount({ total, pageSize: ADMIN_CATALOG_PAGE_SIZE })}
        onPage={(p) => url.set({ page: p === 1 ? null : p })}
        labels={{
          nav: tAdmin('pagination.nav'),
          previous: tAdmin('pagination.previous'),
          next: tAdmin('pagination.next'),
          page: (page, total) => tAdmin('pagination.page', { page, pages: total }),
        }}
      />

      <ToastRegion toast={toast} />
    </div>
  );
}
