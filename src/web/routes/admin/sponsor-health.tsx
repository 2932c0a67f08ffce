import { useLoaderData } from 'react-router';
import type { Route } from './+types/sponsor-health';
import { type HealthList, healthLists } from '~/shared/schemas/sponsor-health';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';
import { call } from '~/web/api/client';
import { screenAdmits } from '~/shared/staff-screens';
import { Alert } from '~/web/components/alert';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { CallList } from '~/web/features/admin/health/call-list';
import { HealthFigures } from '~/web/features/admin/health/health-figures';
import { HealthTable } from '~/web/features/admin/health/health-table';
import { healthAction } from '~/web/features/admin/health/health-action.server';
import { WeeklySetting } from '~/web/features/admin/health/weekly-setting';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';

const PAGE_SIZE = 25;
const isList = (v: string | null): v is HealthList => healthLists.includes(v as HealthList);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, admin } = context.get(appContext);
  const url = new URL(request.url).searchParams;
  const list: HealthList = isList(url.get('list')) ? (url.get('list') as HealthList) : 'lybunt';
  const page = Math.max(1, Number.parseInt(url.get('page') ?? '1', 10) || 1);
  const summary = await call(api, sponsorHealthContracts.summary);
  const personal = summary.status === 200 && summary.body.data.personal;
  // The viewer reads the figures only: no list, no call (docs/decisions/013-staff-roles-and-sign-in.md).
  const [rows, calls, settings] = personal
    ? await Promise.all([
        call(api, sponsorHealthContracts.list, { params: { list }, query: { page, pageSize: PAGE_SIZE } }),
        call(api, sponsorHealthContracts.calls),
        call(api, sponsorHealthContracts.settings),
      ])
    : [null, null, null];
  return {
    list,
    page,
    summary: summary.status === 200 ? summary.body.data : null,
    rows: rows?.status === 200 ? rows.body : null,
    calls: calls?.status === 200 ? calls.body.data : null,
    settings: settings?.status === 200 ? settings.body.data : null,
    // Only finance and administrators open a supporter's record (the names link there for them).
    records: !!admin && screenAdmits('supporters', admin.role),
  };
}

/** "Called" and the weekly e-mail's setting post here: plain forms, working before scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(Array.from(await readForm(request), ([k, v]) => [k, String(v)]));
  return healthAction(context.get(appContext).api, form);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'health.title', 'records');

/** Sponsor health: retention, who is slipping away (each list as CSV), and who to call this week. */
export default function SponsorHealth({ actionData }: Route.ComponentProps) {
  const { list, page, summary, rows, calls, settings, records } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  return (
    <ManagerPage title={t('health.title')} intro={t('health.intro')} width="">
      <div className="mt-6 space-y-6">
        {!summary ? (
          <Alert tone="error" title={t('health.loadError')} />
        ) : (
          <>
            {summary.personal && (
              <CallList
                calls={calls}
                records={records}
                result={actionData?.intent === 'call' ? actionData : undefined}
              />
            )}
            <HealthFigures summary={summary} current={list} />
            {summary.personal ? (
              <HealthTable
                list={list}
                page={page}
                pageSize={PAGE_SIZE}
                rows={rows}
                quietMonths={summary.quietMonths}
                records={records}
              />
            ) : (
              <Alert tone="info">{t('health.noPeople')}</Alert>
            )}
            {settings && (
              <WeeklySetting
                value={settings.weeklyCalls}
                result={actionData?.intent === 'settings' ? actionData : undefined}
              />
            )}
          </>
        )}
      </div>
    </ManagerPage>
  );
}
