import { useLoaderData } from 'react-router';
import type { Route } from './+types/sponsor-health';
import { type HealthList, healthLists } from '~/shared/schemas/sponsor-health';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';
import { call, messageOf, refusalOf } from '~/web/api/client';
import { screenAdmits } from '~/shared/staff-screens';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { CallList, type HealthAnswer } from '~/web/features/admin/health/call-list';
import { HealthFigures } from '~/web/features/admin/health/health-figures';
import { HealthTable } from '~/web/features/admin/health/health-table';
import { WeeklySetting } from '~/web/features/admin/health/weekly-setting';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { pageFromUrl, readPage } from '~/web/features/admin/kit/paged-list';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

const PAGE_SIZE = 25;
const isList = (v: string | null): v is HealthList => healthLists.includes(v as HealthList);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, admin } = context.get(appContext);
  const url = new URL(request.url).searchParams;
  const list: HealthList = isList(url.get('list')) ? (url.get('list') as HealthList) : 'lybunt';
  const summary = await call(api, sponsorHealthContracts.summary);
  const personal = summary.status === 200 && summary.body.data.personal;
  // The viewer reads the figures only: no list, no call (docs/decisions/013-staff-roles-and-sign-in.md).
  const [read, calls, settings] = personal
    ? await Promise.all([
        // One page of the list through the kit's reader (a page past the end reads the last one).
        readPage(api, sponsorHealthContracts.list, pageFromUrl(url), { params: { list }, pageSize: PAGE_SIZE }),
        call(api, sponsorHealthContracts.calls),
        call(api, sponsorHealthContracts.settings),
      ])
    : [null, null, null];
  return {
    list,
    page: read?.page ?? 1,
    summary: summary.status === 200 ? summary.body.data : null,
    rows: read?.res.status === 200 ? read.res.body : null,
    calls: calls?.status === 200 ? calls.body.data : null,
    settings: settings?.status === 200 ? settings.body.data : null,
    // Only finance and administrators open a supporter's record (the names link there for them).
    records: !!admin && screenAdmits('supporters', admin.role),
  };
}

/** "Called" and the weekly e-mail's setting post here: plain forms, working before scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction<Pick<HealthAnswer, 'supporterId'>>(
    request,
    {
      call: (f) =>
        call(api, sponsorHealthContracts.markCalled, {
          body: { supporterId: f.value('supporterId').trim(), note: f.value('note') },
        }),
      // A value the form does not offer is refused here, as the API would refuse it.
      settings: (f) => {
        const weeklyCalls = f.value('weeklyCalls');
        return weeklyCalls === 'on' || weeklyCalls === 'off'
          ? call(api, sponsorHealthContracts.saveSettings, { body: { weeklyCalls } })
          : null;
      },
    },
    {
      said: (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
      // The person the call was about: the answer shows beside their row.
      more: (f) => (f.intent === 'call' ? { supporterId: f.value('supporterId') } : {}),
    },
  );
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
