import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { listIn } from '~/web/api/client';
import type { Route } from './+types/children';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { Pagination, paginate, useUrlState } from '~/web/features/admin/pagination';
import { ChildForm } from '~/web/features/admin/children/child-form';
import { ChildrenTable } from '~/web/features/admin/children/children-table';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload, skipForUrlFilters } from '~/web/features/admin/url-filters';
import { ConfirmToggle } from '~/web/features/admin/records/confirm-toggle';

const PAGE_SIZE = 10;

export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.get(appContext).api.get('/api/sponsors');
  if (res.status !== 200) return { children: [] as Child[], failed: true };
  // Newest first, so a child just added is on the first page.
  const children = (listIn<Child>(res.body) ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { children, failed: false };
}

// Search, filters and page live in the URL and filter the list in the browser.
export const shouldRevalidate = skipForUrlFilters;

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'sponsor.title', 'adminContent');

export default function ChildrenManager() {
  const { children, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  // Toggling by hand is confirmed first, in a dialog that says what it does.
  const [confirming, setConfirming] = useState<Child | null>(null);
  const formId = useId();
  const { rows, pages, current } = paginate(children, url.page, PAGE_SIZE);

  const reportFetchFailure = useEffectEvent(() => show(t('sponsor.alerts.fetchFailed'), 'error'));
  useEffect(() => {
    if (failed) reportFetchFailure();
  }, [failed]);

  async function saved(mode: 'added' | 'updated') {
    setEditing(null);
    show(t(mode === 'added' ? 'sponsor.alerts.added' : 'sponsor.alerts.updated'));
    await reload(revalidator);
  }

  async function toggle(child: Child) {
    try {
      // SPEC: the button sends the opposite of the current value.
      await adminFetch(`/api/sponsors/${child._id}`, { method: 'PUT', json: { isSponsored: !child.isSponsored } });
      show(t('sponsor.alerts.toggled'));
      await reload(revalidator);
    } catch (err) {
      console.error('Updating the sponsorship status failed', err);
      show(t('sponsor.alerts.toggleFailed'), 'error');
    }
  }

  async function remove(child: Child) {
    if (!window.confirm(t('sponsor.confirmDelete'))) return;
    try {
      await adminFetch(`/api/sponsors/${child._id}`, { method: 'DELETE' });
      if (editing !== 'new' && editing?._id === child._id) setEditing(null);
      show(t('sponsor.alerts.deleted'));
      await reload(revalidator);
    } catch (err) {
      console.error('Deleting the child failed', err);
      show(t('sponsor.alerts.deleteFailed'), 'error');
    }
  }

  const listTitle = t('sponsor.list', { count: children.length });
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('sponsor.title')}</h1>
          <p className="text-sm text-slate-600">{t('sponsor.intro')}</p>
        </div>
        <button
          type="button"
          aria-expanded={editing !== null}
          aria-controls={formId}
          onClick={() => setEditing(editing ? null : 'new')}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {editing ? t('sponsor.cancel') : t('sponsor.add')}
        </button>
      </div>

      <div id={formId} className="mt-6">
        {editing && (
          <ChildForm
            key={editing === 'new' ? 'new' : editing._id}
            child={editing === 'new' ? null : editing}
            onSaved={saved}
            onFailed={() => show(t('sponsor.alerts.saveFailed'), 'error')}
            onCancel={() => setEditing(null)}
          />
        )}
      </div>

      <h2 className="mb-3 text-lg font-semibold text-slate-900">{listTitle}</h2>
      {children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('sponsor.empty')}
        </p>
      ) : (
        <ChildrenTable
          rows={rows}
          caption={listTitle}
          onEdit={setEditing}
          onToggle={setConfirming}
          onDelete={(child) => void remove(child)}
        />
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

      <ConfirmToggle
        child={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(child) => {
          setConfirming(null);
          void toggle(child);
        }}
      />
      <ToastRegion toast={toast} />
    </div>
  );
}
