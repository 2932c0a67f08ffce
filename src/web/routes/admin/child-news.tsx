import { useLoaderData } from 'react-router';
import type { Route } from './+types/child-news';
import { Alert } from '~/web/components/alert';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { freshnessContracts } from '~/shared/contracts/freshness';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { childContracts } from '~/shared/contracts/children';
import { childNewsContracts } from '~/shared/contracts/child-news';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { readPage } from '~/web/features/admin/kit/paged-list';
import { PostUpdateForm } from '~/web/features/admin/child-news/post-update-form';
import { QuietList } from '~/web/features/admin/child-news/quiet-list';
import { NewsSettingsForm } from '~/web/features/admin/child-news/settings-form';
import { UpdateList } from '~/web/features/admin/child-news/update-list';
import { type NewsScreenData, readNewsFilters } from '~/web/features/admin/child-news/screen-data';

/** `?q=` narrows the children to post for, `?childId=` picks one, `?replyTo=` answers a letter, `?page=` the updates' page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const f = readNewsFilters(url.searchParams);
  const [kids, read, quiet, settings] = await Promise.all([
    call(api, childContracts.list, { query: { status: 'sponsored', pageSize: 100, q: f.q || undefined } }),
    // The updates' page through the kit's paged read (past the end: the last page). The children
    // (a picker's first 100) and the quiet ones (the 50 longest without news) are no paged lists.
    readPage(api, childNewsContracts.list, f.page, { pageSize: 20 }),
    call(api, childNewsContracts.quiet, { query: { pageSize: 50 } }),
    call(api, childNewsContracts.settings),
  ]);
  const { res: updates, page } = read;
  if (updates.status === 401 || updates.status === 403) throw new Response(null, { status: updates.status });
  return {
    filters: { ...f, page },
    outcome: {
      done: url.searchParams.get('done') === '1',
      error: url.searchParams.get('error')?.slice(0, 500) ?? null,
    },
    children: kids.status === 200 ? kids.body.data.map((c) => ({ _id: c._id, name: c.name })) : [],
    updates: updates.status === 200 ? updates.body : null,
    quiet: quiet.status === 200 ? quiet.body : null,
    quietMonths: settings.status === 200 ? settings.body.data.quietMonths : 6,
  } satisfies NewsScreenData & Record<string, unknown>;
}

/** Taking an update down and the settings: forms posted here (the post itself goes to the API, with its photos). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction(request, {
    delete: (f) => call(api, childNewsContracts.remove, { params: { id: f.id } }),
    settings: (f) => call(api, childNewsContracts.saveSettings, { body: { quietMonths: f.value('quietMonths') } }),
    freshness: (f) => call(api, freshnessContracts.save, { body: { hideStale: f.value('hideStale') } }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.child_news');

/** Child news: post an update for a sponsored child, see who has heard nothing for a while, and what was posted. */
export default function ChildNewsScreen({ actionData }: Route.ComponentProps) {
  const screen = useLoaderData<typeof loader>();
  const { t } = useAdminT('childNews');
  return (
    <ManagerPage title={t('admin.news.title')} intro={t('admin.news.intro')} width="max-w-5xl">
      <div className="mt-6 space-y-8">
        {screen.outcome.done && <Alert tone="success">{t('admin.news.posted')}</Alert>}
        {screen.outcome.error && <Alert tone="error">{screen.outcome.error}</Alert>}
        <ActionAlert answer={actionData} failed={t('admin.news.failed')} />
        <PostUpdateForm screen={screen} />
        <QuietList quiet={screen.quiet} />
        <NewsSettingsForm months={screen.quietMonths} />
        <UpdateList updates={screen.updates} page={screen.filters.page} />
      </div>
    </ManagerPage>
  );
}
