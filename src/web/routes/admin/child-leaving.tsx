import { data, useNavigation } from 'react-router';
import type { Route } from './+types/child-leaving';
import { appContext } from '~/web/context';
import { call, callAsPosted, messageOf } from '~/web/api/client';
import { childContracts } from '~/shared/contracts/children';
import { readForm } from '~/web/components/form-action.server';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { DepartureList } from '~/web/features/admin/children/departure-list';
import { LeaveForm } from '~/web/features/admin/children/leave-form';

const ID = /^[0-9a-f-]{36}$/i;

/**
 * Children who left the programme (docs/children-protection.md): the sponsors who have not chosen after 30
 * days first, then every leaving; with `?child=<id>`, the form that records one. Plain
 * forms and links: works without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const childId = new URL(request.url).searchParams.get('child') ?? '';
  const [overdue, all, child] = await Promise.all([
    call(api, childContracts.departures, { query: { overdue: 'true', pageSize: 50 } }),
    call(api, childContracts.departures, { query: { pageSize: 50 } }),
    ID.test(childId) ? call(api, childContracts.one, { params: { id: childId } }) : null,
  ]);
  return {
    overdue: overdue.status === 200 ? overdue.body.data : [],
    all: all.status === 200 ? all.body.data : [],
    child: child?.status === 200 ? child.body.data : null,
    childAsked: childId !== '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const childId = String(form.get('childId') ?? '');
  if (!ID.test(childId)) return data({ error: 'notFound', done: null }, { status: 404 });
  const res = await callAsPosted(context.get(appContext).api, childContracts.leave, {
    params: { id: childId },
    body: { reason: String(form.get('reason') ?? ''), message: String(form.get('message') ?? '') },
  });
  const message = messageOf(res.body);
  if (res.status === 201) return { error: null, done: message };
  return data({ error: message ?? 'failed', done: null }, { status: res.status });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'leaving.title', 'children');

export default function ChildLeaving({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT('children');
  const busy = useNavigation().state !== 'idle';
  const { overdue, all, child, childAsked } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <p>
          <a href="sponsor" className="text-sm font-semibold text-brand-800 underline">
            {t('leaving.back')}
          </a>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('leaving.title')}</h1>
        <p className="text-sm text-slate-600">{t('leaving.intro')}</p>
      </div>
      {actionData?.done && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {actionData.done}
        </p>
      )}
      {childAsked && !actionData?.done && (
        <LeaveForm child={child} busy={busy} error={busy ? null : (actionData?.error ?? null)} />
      )}
      <DepartureList id="overdue" title={t('admin.overdueHeading')} rows={overdue} empty={t('admin.overdueNone')} />
      <DepartureList id="all" title={t('leaving.all')} rows={all} empty={t('leaving.none')} />
    </div>
  );
}
