import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
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
import { type Gift, filterGifts } from '~/web/features/admin/catalog/types';
import { Pagination, paginate, useUrlState } from '~/web/features/admin/pagination';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload, skipForUrlFilters } from '~/web/features/admin/url-filters';

const PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.get(appContext).api.get('/api/catalog?lang=en');
  if (res.status !== 200) return { gifts: [] as Gift[], failed: true };
  return { gifts: listIn<Gift>(res.body) ?? [], failed: false };
}

// Search, filters and page live in the URL and filter the list in the browser.
export const shouldRevalidate = skipForUrlFilters;

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'catalog.title', 'adminContent');

export default function CatalogManager() {
  const { gifts, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [query, setQuery] = useState(url.get('q'));
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
  const shown = filterGifts(gifts, url.get('q'), category);
  const noMatch = useAdminT('records').t;
  const { rows, pages, current } = paginate(shown, url.page, PAGE_SIZE);

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
        {t('catalog.results', { count: shown.length })}
      </p>

      {shown.length === 0 && gifts.length > 0 ? (
        // A search or category with no match: said so, not "add your first product".
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{noMatch('catalog.noMatch')}</h2>
          <p className="mt-2 text-slate-600">{noMatch('catalog.noMatchHint')}</p>
        </div>
      ) : shown.length === 0 ? (
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
          <ul aria-label={t('catalog.listLabel')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {rows.map((gift) => (
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
        page={current}
        pages={pages}
        onPage={(page) => url.set({ page })}
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
