import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/children';
import { useEditor } from '~/web/features/admin/kit/use-editor';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { childContracts } from '~/shared/contracts/children';
import { call } from '~/web/api/client';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { ChildForm } from '~/web/features/admin/children/child-form';
import { ChildrenFilters } from '~/web/features/admin/children/children-filters';
import { CHILDREN_PAGE_SIZE, childrenQuery, readChildFilters } from '~/web/features/admin/children/filters';
import { ChildrenTable, toggleFields } from '~/web/features/admin/children/children-table';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { useToast } from '~/web/features/admin/kit/toast';
import { readPage } from '~/web/features/admin/kit/paged-list';
import { ConfirmToggle } from '~/web/features/admin/records/confirm-toggle';
import { AddButton } from '~/web/features/admin/kit/button';
import { EmptyState, ManagerPage, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { useRun } from '~/web/features/admin/kit/use-run';
import { PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { childrenAction } from '~/web/features/admin/children/children-action.server';
import { OverdueNotice, StaleNotice } from '~/web/features/admin/children/listing-badge';
import { overdueDepartures } from '~/web/features/admin/children/overdue';
import { fieldContracts } from '~/shared/contracts/field';
import type { Centre } from '~/shared/schemas/field';

/** The server filters and cuts the page (decision 009): `?q=&status=&page=` of the screen's URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readChildFilters(new URL(request.url).searchParams);
  // A page past the end (the last child of the last page deleted, a typed URL): the last one.
  // The whole answer, for the count of children with no recent report (`stale`, docs/field.md).
  const read = await readPage(api, childContracts.list, filters.page, {
    query: childrenQuery(filters),
    pageSize: CHILDREN_PAGE_SIZE,
  });
  const overdue = await overdueDepartures(api);
  // The child's centre is chosen on its form (docs/field.md).
  const listed = await call(api, fieldContracts.centres);
  const centres: Centre[] = listed.status === 200 ? listed.body.data : [];
  if (read.res.status !== 200)
    return { children: [] as Child[], total: 0, filters, failed: true, overdue, centres, stale: 0 };
  filters.page = read.page;
  const { data, stale } = read.res.body;
  return {
    children: data satisfies Child[],
    total: read.total ?? data.length,
    filters,
    failed: false,
    overdue,
    centres,
    stale,
  };
}

/** A child's delete and the toggle by hand, posted to this screen (with JavaScript through a fetcher, natively before). */
export async function action({ request, context }: Route.ActionArgs) {
  return childrenAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'children.title', 'adminContent');

export default function ChildrenManager({ actionData }: Route.ComponentProps) {
  const { children, total, filters, failed, overdue, centres, stale } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { toast, show } = useToast(5000);
  const { done } = useRun(show);
  const { post } = useIntentPost(show);
  const url = useUrlState();
  const editor = useEditor<Child>();
  // Toggling by hand is confirmed first, in a dialog that says what it does.
  const [confirming, setConfirming] = useState<Child | null>(null);
  const filtered = Boolean(filters.q || filters.status || filters.freshness);
  useLoadFailure(failed, () => show(t('children.alerts.fetchFailed'), 'error'));

  async function saved(mode: 'added' | 'updated') {
    editor.close();
    await done(t(mode === 'added' ? 'children.alerts.added' : 'children.alerts.updated'));
  }

  const texts = {
    toggle: { done: t('children.alerts.toggled'), failed: t('children.alerts.toggleFailed') },
    delete: {
      done: t('children.alerts.deleted'),
      failed: t('children.alerts.deleteFailed'),
      // Without JavaScript the delete is asked on the page, in the words of the browser's confirmation.
      ask: (id: string) => {
        const child = children.find((c) => c._id === id);
        return child
          ? { question: t('children.confirmDelete'), button: t('children.delete', { name: child.name }) }
          : null;
      },
    },
  };
  // docs/product.md: the button sends the opposite of the current value (the table's form posts it).
  // A held child: staff confirmed in the dialog that its pending payment lets go (child-staff.ts).
  const toggle = (child: Child) =>
    post(
      {
        intent: 'toggle',
        id: child._id,
        ...toggleFields(child),
        ...(child.state === 'held' ? { releaseHold: 'true' } : {}),
      },
      texts.toggle,
    );

  async function remove(child: Child) {
    const answer = await post(
      { intent: 'delete', id: child._id },
      { confirm: t('children.confirmDelete'), ...texts.delete },
    );
    if (answer?.ok) editor.closeIf(child._id);
  }

  const listTitle = t('children.list', { count: total });
  return (
    <ManagerPage
      title={t('children.title')}
      intro={t('children.intro')}
      toast={toast}
      action={<AddButton editor={editor} add={t('children.add')} cancel={t('children.cancel')} />}
      filters={<ChildrenFilters url={url} />}
    >
      {/* The answer to a toggle or a delete posted before the script had loaded. */}
      <div className="mt-4 empty:hidden">
        <PostedAlert answer={actionData} texts={texts} />
      </div>
      <OverdueNotice count={overdue} />
      <StaleNotice count={stale} showing={filters.freshness === 'stale'} />
      <div id={editor.formId} className="mt-6">
        {editor.isOpen && (
          <ChildForm
            key={editor.key}
            child={editor.record}
            centres={centres}
            onSaved={(mode) => void saved(mode)}
            onFailed={() => show(t('children.alerts.saveFailed'), 'error')}
            onCancel={() => editor.close()}
          />
        )}
      </div>

      <h2 className="mb-3 text-lg font-semibold text-slate-900">{listTitle}</h2>
      {children.length === 0 && filtered ? (
        // A search or status with no match: said so, not "add your first child".
        <EmptyState title={t('children.noMatch')} text={t('children.noMatchHint')} />
      ) : children.length === 0 ? (
        <EmptyState title={t('children.empty')} />
      ) : (
        <ChildrenTable
          rows={children}
          caption={listTitle}
          onEdit={editor.open}
          onToggle={setConfirming}
          onDelete={(child) => void remove(child)}
        />
      )}

      <UrlPageNav url={url} page={filters.page} total={total} pageSize={CHILDREN_PAGE_SIZE} />

      <ConfirmToggle
        child={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(child) => {
          setConfirming(null);
          void toggle(child);
        }}
      />
    </ManagerPage>
  );
}
