import { useLoaderData, useNavigation } from 'react-router';
import { giftContracts } from '~/shared/contracts/gifts';
import type { Route } from './+types/catalog';
import { useEditor } from '~/web/features/admin/kit/use-editor';
import { catalogCategories } from '~/shared/schemas/gift';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { GiftCard } from '~/web/features/admin/catalog/gift-card';
import { GiftForm } from '~/web/features/admin/catalog/gift-form';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { ADMIN_CATALOG_PAGE_SIZE, type Gift, adminGiftsQuery } from '~/web/features/admin/catalog/types';
import { AddButton, Button } from '~/web/features/admin/kit/button';
import { UrlFilters } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage, PageNav, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { useRun } from '~/web/features/admin/kit/use-run';
import { PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { useToast } from '~/web/features/admin/kit/toast';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { deleteAction } from '~/web/features/admin/kit/route-action.server';
import { pageCount } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

/** The page, search and category in the URL, asked of the server (decision 009); past the last page, the last page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  // The search and category; the page and its size are the paged-list loader's.
  const { page: _asked, pageSize, ...query } = adminGiftsQuery(new URL(request.url).searchParams);
  const list = await loadList(api, giftContracts.list, request, { query, pageSize });
  return { gifts: list.rows satisfies Gift[], total: list.total, page: list.page, failed: list.failed };
}

/** A gift's delete, confirmed, posted to this screen (with JavaScript through a fetcher, natively before: then asked on the page). */
const catalogAction = deleteAction(giftContracts.remove);

export async function action({ request, context }: Route.ActionArgs) {
  return catalogAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'catalog.title', 'adminContent');

export default function CatalogManager({ actionData }: Route.ComponentProps) {
  const { gifts, total, page, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const noMatch = useAdminT('records').t;
  const { toast, show } = useToast(5000);
  const { done } = useRun(show);
  const { post } = useIntentPost(show);
  const url = useUrlState();
  // null: closed; 'new': add mode; a gift: edit mode (docs/product.md: the mode follows the id).
  const editor = useEditor<Gift>();
  const loading = useNavigation().state === 'loading';
  const filtered = url.get('q') !== '' || url.get('category') !== '';
  useLoadFailure(failed, () => show(t('catalog.toast.fetchFailed'), 'error'));

  const deleted = { done: t('catalog.toast.deleted'), failed: t('catalog.toast.deleteFailed') };
  // Without JavaScript the delete is asked on the page, in the words of the browser's confirmation.
  const ask = (id: string) => {
    const gift = gifts.find((g) => g._id === id);
    return gift
      ? {
          question: t('catalog.confirmDelete', { name: gift.name }),
          button: t('catalog.card.delete', { name: gift.name }),
        }
      : null;
  };
  async function remove(gift: Gift) {
    const answer = await post(
      { intent: 'delete', id: gift._id },
      { confirm: t('catalog.confirmDelete', { name: gift.name }), ...deleted },
    );
    if (answer?.ok) editor.closeIf(gift._id);
  }

  async function saved(mode: 'added' | 'updated') {
    editor.close();
    await done(t(mode === 'added' ? 'catalog.toast.added' : 'catalog.toast.updated'));
  }

  return (
    <ManagerPage
      title={t('catalog.title')}
      intro={t('catalog.intro')}
      toast={toast}
      action={<AddButton editor={editor} add={t('catalog.add')} cancel={t('catalog.cancel')} />}
      filters={
        // docs/product.md: the search waits 300 ms after the last keystroke; the URL keeps it.
        <UrlFilters
          url={url}
          search={{
            label: t('catalog.searchLabel'),
            placeholder: t('catalog.searchPlaceholder'),
            maxLength: SEARCH_MAX_LENGTH,
          }}
          select={{
            name: 'category',
            label: t('catalog.categoryLabel'),
            all: t('catalog.allCategories'),
            options: catalogCategories.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) })),
          }}
        />
      }
    >
      {/* The answer to a delete posted before the script had loaded. */}
      <div className="mt-6 empty:hidden">
        <PostedAlert answer={actionData} texts={{ delete: { ...deleted, ask } }} />
      </div>
      <div id={editor.formId} className="mt-6">
        {editor.isOpen && (
          <GiftForm
            key={editor.key}
            gift={editor.record}
            onSaved={(mode) => void saved(mode)}
            onFailed={(mode) =>
              show(t(mode === 'added' ? 'catalog.toast.addFailed' : 'catalog.toast.updateFailed'), 'error')
            }
            onCancel={() => editor.close()}
          />
        )}
      </div>

      <p className="sr-only" role="status">
        {t('catalog.results', { count: total })}
      </p>

      {total === 0 && filtered ? (
        // A search or category with no match: said so, not "add your first product".
        <EmptyState heading title={noMatch('catalog.noMatch')} text={noMatch('catalog.noMatchHint')} />
      ) : total === 0 ? (
        <EmptyState
          heading
          title={t('catalog.empty.title')}
          text={t('catalog.empty.text')}
          action={<Button onClick={() => editor.open('new')}>{t('catalog.empty.action')}</Button>}
        />
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
                  onEdit={() => editor.open(gift)}
                  onDelete={() => void remove(gift)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <PageNav
        page={page}
        pages={pageCount({ total, pageSize: ADMIN_CATALOG_PAGE_SIZE })}
        onPage={(p) => url.set({ page: p === 1 ? null : p })}
      />
    </ManagerPage>
  );
}
