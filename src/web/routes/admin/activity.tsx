import { Form, Link, useLoaderData, useSubmit } from 'react-router';
import type { Route } from './+types/activity';
import { type ActivityPage, activityEntities } from '~/shared/schemas/activity';
import { Alert } from '~/web/components/alert';
import { SelectField, TextField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { ActivityList } from '~/web/features/admin/records/activity-list';
import { buttonClass } from '~/web/features/admin/kit/button';

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
  const q = search(filters);
  q.set('pageSize', String(PAGE_SIZE));
  const res = await context.get(appContext).api.get<ActivityPage>(`/api/activity?${q}`);
  return { filters, page: res.status === 200 ? res.body : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'activity.title', 'records');

/** Every staff change, newest first: filter by person, kind of record and record. Read only. */
export default function Activity() {
  const { filters, page } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const submit = useSubmit();
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.user || filters.entity || filters.entityId);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('activity.title')}</h1>
      <p className="text-slate-600">{t('activity.intro')}</p>
      {/* A GET form: the filters live in the URL and work before the script loads. */}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
        onChange={(e) => {
          if (!(e.target instanceof HTMLInputElement))
            void submit(e.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <SelectField
          label={t('activity.person')}
          name="user"
          defaultValue={filters.user}
          className="min-w-48 flex-1 sm:flex-none"
        >
          <option value="">{t('activity.everyone')}</option>
          {page?.people.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('activity.entity')}
          name="entity"
          defaultValue={filters.entity}
          className="min-w-48 flex-1 sm:flex-none"
        >
          <option value="">{t('activity.allRecords')}</option>
          {activityEntities.map((e) => (
            <option key={e} value={e}>
              {t(`entities.${e}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('activity.recordId')}
          name="entityId"
          defaultValue={filters.entityId}
          className="min-w-64 flex-1"
        />
        <button type="submit" className={buttonClass({ tone: 'dark', size: 'sm' })}>
          {t('activity.apply')}
        </button>
        {filtered && (
          <Link to="?" className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            {t('activity.clear')}
          </Link>
        )}
      </Form>
      {!page ? (
        <Alert tone="error" title={t('activity.loadError')} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('activity.count', { count: page.total })}
          </p>
          {page.data.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('activity.empty')}</p>
            </div>
          ) : (
            <ActivityList
              entries={page.data}
              recordLink={(entity, id) => `?${search({ ...filters, entity, entityId: id, page: 1 })}`}
            />
          )}
          {pages > 1 && (
            <nav aria-label={t('donors.pages')} className="flex items-center justify-between gap-2">
              {filters.page > 1 ? (
                <Link
                  to={`?${search(filters, filters.page - 1)}`}
                  className={buttonClass({ tone: 'secondary', size: 'sm' })}
                >
                  {t('donors.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{t('donors.page', { page: filters.page, pages })}</span>
              {filters.page < pages ? (
                <Link
                  to={`?${search(filters, filters.page + 1)}`}
                  className={buttonClass({ tone: 'secondary', size: 'sm' })}
                >
                  {t('donors.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
