import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/children';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { Pagination, useUrlState } from '~/web/features/admin/pagination';
import { ChildForm } from '~/web/features/admin/children/child-form';
import { ChildrenFilters } from '~/web/features/admin/children/children-filters';
import { CHILDREN_PAGE_SIZE, childrenQuery, readChildFilters } from '~/web/features/admin/children/filters';
import { ChildrenTable } from '~/web/features/admin/children/children-table';
import type { AdminChildPage, AdminChild as Child } from '~/shared/schemas/child';
import { pageCount } from '~/shared/page-info';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload } from '~/web/features/admin/url-filters';
import { ConfirmToggle } from '~/web/features/admin/records/confirm-toggle';

/** The server filters and cuts the page (decision 009): `?q=&status=&page=` of the screen's URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readChildFilters(new URL(request.url).searchParams);
  let res = await api.get<AdminChildPage>(childrenQuery(filters));
  // A page past the end (the last child of the last page deleted, a typed URL): the last one.
  if (res.status === 200 && filters.page > pageCount(res.body)) {
    filters.page = pageCount(res.body);
    res = await api.get<AdminChildPage>(childrenQuery(filters));
  }
  if (res.status !== 200) return { children: [] as Child[], total: 0, filters, failed: true };
  return { children: res.body.data, total: res.body.total, filters, failed: false };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'sponsor.title', 'adminContent');

export default function ChildrenManager() {
  const { children, total, filters, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  // Toggling by hand is confirmed first, in a dialog that says what it does.
  const [confirming, setConfirming] = useState<Child | null>(null);
  const formId = useId();
  const pages = pageCount({ total, pageSize: CHILDREN_PAGE_SIZE });
  const filtered = Boolean(filters.q || filters.status);

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
      // A held child: staff confirmed in the dialog that its pending payment lets go (child-staff.ts).
      const held = 'state' in child && child.state === 'held';
      await adminFetch(`/api/sponsors/${child._id}`, {
        method: 'PUT',
        json: { isSponsored: !child.isSponsored, ...(held ? { releaseHold: true } : {}) },
      });
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

  const listTitle = t('sponsor.list', { count: total });
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

      <ChildrenFilters url={url} />

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
      {children.length === 0 && filtered ? (
        // A search or status with no match: said so, not "add your first child".
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('sponsor.noMatch')}</p>
          <p className="mt-2 text-slate-600">{t('sponsor.noMatchHint')}</p>
        </div>
      ) : children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('sponsor.empty')}
        </p>
      ) : (
        <ChildrenTable
          rows={children}
          caption={listTitle}
          onEdit={setEditing}
          onToggle={setConfirming}
          onDelete={(child) => void remove(child)}
        />
      )}

      <Pagination
        page={Math.min(filters.page, pages)}
        pages={pages}
        onPage={(page) => url.set({ page: page === 1 ? null : page })}
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
