import { useLoaderData } from 'react-router';
import type { Route } from './+types/text-messages';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { ListPanel, StatusField } from '~/web/features/admin/kit/list-panel';
import { SendSmsForm } from '~/web/features/admin/sms/send-sms-form';
import { SmsMonths } from '~/web/features/admin/sms/sms-months';
import { SmsTable } from '~/web/features/admin/sms/sms-table';
import { CallbackAddresses } from '~/web/features/admin/sms/callback-addresses';
import { smsStatuses } from '~/shared/schemas/sms';
import { smsContracts } from '~/shared/contracts/sms';
import { call } from '~/web/api/client';
import { readPage } from '~/web/features/admin/kit/paged-list';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { Panel } from '~/web/features/admin/kit/panel';

const PAGE_SIZE = 20;

/** `?status=failed&page=2&phone=0781234567`: the list's filter and page, and a number to write to. */
function readFilters(params: URLSearchParams) {
  const status: (typeof smsStatuses)[number] | 'all' = smsStatuses.find((s) => s === params.get('status')) ?? 'all';
  const page = Number(params.get('page'));
  return {
    status,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
    phone: (params.get('phone') ?? '').slice(0, 30),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  const query = { status: filters.status === 'all' ? undefined : filters.status };
  const [summary, { res, page }, callbacks] = await Promise.all([
    call(api, smsContracts.summary).then((r) => (r.status === 200 ? r.body.data : null)),
    readPage(api, smsContracts.messages, filters.page, { query, pageSize: PAGE_SIZE }),
    // Administrators only (403 for finance): the gateways' callback addresses with their secret.
    call(api, smsContracts.callbacks).then((r) => (r.status === 200 ? r.body.data : null)),
  ]);
  return { filters: { ...filters, page }, summary, list: res.status === 200 ? res.body : null, callbacks };
}

/**
 * The send form posts here (a donor's record's form too): a plain form without JavaScript,
 * a fetcher with it. What was typed comes back, for the form to show with a refusal.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction<{ phone: string; text: string }>(
    request,
    { send: (f) => call(api, smsContracts.send, { body: { phone: f.value('phone'), text: f.value('text') } }) },
    { more: (f) => ({ phone: f.value('phone'), text: f.value('text') }) },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.text_messages');

/** Text messages: the gateway in use, each month's count and cost, the messages (failed ones on a filter), and a message to one supporter. */
export default function TextMessages({ actionData }: Route.ComponentProps) {
  const { filters, summary, list, callbacks } = useLoaderData<typeof loader>();
  const { t } = useAdminT('sms');
  const url = useUrlState();
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('admin.title')}</h1>
      {summary && <Alert tone="info" title={t(`admin.gateway.${summary.provider}`)} />}
      <SendSmsForm phone={filters.phone} here answer={actionData} />
      {summary && <SmsMonths summary={summary} />}
      {callbacks && <CallbackAddresses callbacks={callbacks} />}
      <Panel title={t('admin.list.heading')} className="space-y-3">
        <StatusField
          label={t('admin.list.status')}
          value={filters.status}
          onChange={(status) => url.set({ status: status === 'all' ? null : status })}
          statuses={smsStatuses}
          name={(s) => (s === 'all' ? t('admin.list.all') : t(`admin.statuses.${s}`))}
        />
        <ListPanel
          failed={!list}
          failedText={t('admin.list.loadError')}
          count={t('admin.list.total', { count: list?.total ?? 0 })}
          empty={t('admin.list.empty')}
          isEmpty={!list?.data.length}
          page={filters.page}
          pages={pages}
          onPage={(p) => url.set({ page: p === 1 ? null : p })}
        >
          <SmsTable rows={list?.data ?? []} />
        </ListPanel>
      </Panel>
    </div>
  );
}
