import { useLoaderData } from 'react-router';
import type { Route } from './+types/letters';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { StateLinks } from '~/web/features/admin/kit/state-links';
import { EmptyState, ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import { LetterCard } from '~/web/features/admin/child-news/letter-card';
import { type LetterModeration, type LetterStatus, letterStatuses } from '~/shared/schemas/child-news';
import { childNewsContracts } from '~/shared/contracts/child-news';
import { call } from '~/web/api/client';
import { pageCount } from '~/shared/page-info';
import { readPage } from '~/web/features/admin/kit/paged-list';

const PAGE_SIZE = 20;

function readFilters(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: ((letterStatuses as readonly string[]).includes(status) ? status : 'pending') as LetterStatus,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  // The kit's paged read: a page past the end (letters moderated away, an old link) reads the last one.
  const { res, page } = await readPage(api, childNewsContracts.letters, filters.page, {
    query: { status: filters.status },
    pageSize: PAGE_SIZE,
  });
  if (res.status === 401 || res.status === 403) throw new Response(null, { status: res.status });
  return { filters: { ...filters, page }, letters: res.status === 200 ? res.body : null };
}

/** Approve (as written or edited), return with a reason, mark delivered: forms posted here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const moderate = (id: string, body: LetterModeration) =>
    call(api, childNewsContracts.moderate, { params: { id }, body });
  return intentAction(request, {
    approve: (f) => moderate(f.id, { action: 'approve', text: f.value('text') }),
    return: (f) => moderate(f.id, { action: 'return', reason: f.value('reason') }),
    deliver: (f) => moderate(f.id, { action: 'deliver' }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.letters');

/** Letters moderation: every sponsor's letter waits here before it reaches a child. */
export default function LettersScreen({ actionData }: Route.ComponentProps) {
  const { filters, letters } = useLoaderData<typeof loader>();
  const { t } = useAdminT('childNews');
  return (
    <ManagerPage title={t('admin.letters.title')} intro={t('admin.letters.intro')} width="max-w-5xl">
      <StateLinks
        label={t('admin.letters.states')}
        states={letterStatuses}
        current={filters.status}
        to={(s) => `?status=${s}`}
        name={(s) => t(`admin.letters.status.${s}`)}
      />
      <div className="mt-6 space-y-4">
        <ActionAlert answer={actionData} failed={t('admin.news.failed')} />
        {!letters ? (
          <EmptyState title={t('admin.news.loadFailed')} />
        ) : letters.data.length === 0 ? (
          <EmptyState title={t(`admin.letters.none.${filters.status}`)} />
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('admin.letters.total', { count: letters.total })}</p>
            {letters.data.map((l) => (
              <LetterCard key={l._id} letter={l} />
            ))}
          </>
        )}
        {letters && (
          <PageNav
            page={filters.page}
            pages={pageCount(letters)}
            href={(p) => `?status=${filters.status}${p > 1 ? `&page=${p}` : ''}`}
          />
        )}
      </div>
    </ManagerPage>
  );
}
