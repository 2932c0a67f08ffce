import { useLoaderData } from 'react-router';
import type { Route } from './+types/activity';
import { activityEntities } from '~/shared/schemas/activity';
import { activityContracts } from '~/shared/contracts/activity';
import { ChoiceField } from '~/web/features/admin/kit/choice-field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { ActivityList } from '~/web/features/admin/records/activity-list';
import { SearchForm } from '~/web/features/admin/kit/filters';
import { ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import { RecordList } from '~/web/features/admin/kit/record-list';
import { readPage } from '~/web/features/admin/kit/paged-list';

const PAGE_SIZE = 25;

function readFilters(params: URLSearchParams) {
  const entity = params.get('entity') ?? '';
  return {
    user: /^[0-9a-f-]{36}$/i.test(params.get('user') ?? '') ? params.get('user')! : '',
    entity: (activityEntities as readonly string[]).includes(entity) ? entity : '',
    entityId: (params.get('entityId') ?? '').trim().slice(0, 100),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}
const search = (f: ReturnType<typeof readFilters>, page = f.page) => {
  const s = new URLSearchParams();
  if (f.user) s.set('user', f.user);
  if (f.entity) s.set('entity', f.entity);
  if (f.entityId) s.set('entityId', f.entityId);
  if (page > 1) s.set('page', String(page));
  return s;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const { res, page } = await readPage(context.get(appContext).api, activityContracts.list, filters.page, {
    query: filters,
    pageSize: PAGE_SIZE,
  });
  return { filters: { ...filters, page }, page: res.status === 200 ? res.body : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'activity.title', 'records');

/** Every staff change, newest first: filter by person, kind of record and record. Read only. */
export default function Activity() {
  const { filters, page } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const selects = [
    {
      name: 'user',
      label: t('activity.person'),
      choices: ['', ...(page?.people.map((p) => p._id) ?? [])],
      words: (id: string) => (id ? page?.people.find((p) => p._id === id)?.name : t('activity.everyone')),
    },
    {
      name: 'entity',
      label: t('activity.entity'),
      choices: ['', ...activityEntities],
      words: (e: string) => t(e ? `entities.${e}` : 'activity.allRecords'),
    },
  ] as const;
  return (
    <ManagerPage title={t('activity.title')} intro={t('activity.intro')} width="">
      <div className="mt-6 space-y-6">
        {/* A GET form: the filters live in the URL and work before the script loads. */}
        <SearchForm
          label={t('activity.recordId')}
          name="entityId"
          value={filters.entityId}
          maxLength={100}
          submit={t('activity.apply')}
          clear={t('activity.clear')}
          active={Boolean(filters.user || filters.entity || filters.entityId)}
          submitOnSelect
        >
          {selects.map(({ name, ...select }) => (
            <ChoiceField
              key={name}
              name={name}
              defaultValue={filters[name]}
              className="min-w-48 flex-1 sm:flex-none"
              {...select}
            />
          ))}
        </SearchForm>
        <RecordList
          failed={!page && t('activity.loadError')}
          count={t('activity.count', { count: page?.total ?? 0 })}
          empty={t('activity.empty')}
          isEmpty={!page?.data.length}
          pager={<PageNav page={filters.page} pages={pages} href={(p) => `?${search(filters, p)}`} />}
        >
          <ActivityList
            entries={page?.data ?? []}
            recordLink={(entity, id) => `?${search({ ...filters, entity, entityId: id, page: 1 })}`}
          />
        </RecordList>
      </div>
    </ManagerPage>
  );
}
