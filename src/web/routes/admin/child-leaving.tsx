import { useNavigation } from 'react-router';
import type { Route } from './+types/child-leaving';
import { appContext } from '~/web/context';
import { call, callAsPosted } from '~/web/api/client';
import { childContracts } from '~/shared/contracts/children';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
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

/** A malformed child's id is refused as not found, without a call (the form only posts its own child's). */
const notFound = () => Promise.resolve({ status: 404, body: null });

/** The leaving form posts here (the kit's one save path): it works before and without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction<{ notFound?: boolean }>(
    request,
    {
      leave: (f) =>
        f.value('id') === f.id
          ? callAsPosted(api, childContracts.leave, {
              params: { id: f.id },
              body: { reason: f.value('reason'), message: f.value('message') },
            })
          : notFound(),
    },
    // The screen says "could not be found" in the staff member's words for such an id.
    { more: (f) => (f.intent === 'leave' && f.value('id') !== f.id ? { notFound: true } : {}) },
  );
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
      {actionData?.ok && <ActionAlert answer={actionData} failed={t('leaving.failed')} />}
      {childAsked && !actionData?.ok && <LeaveForm child={child} busy={busy} refused={busy ? null : actionData} />}
      <DepartureList id="overdue" title={t('admin.overdueHeading')} rows={overdue} empty={t('admin.overdueNone')} />
      <DepartureList id="all" title={t('leaving.all')} rows={all} empty={t('leaving.none')} />
    </div>
  );
}
