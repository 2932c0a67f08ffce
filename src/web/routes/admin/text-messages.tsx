import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/text-messages';
import { Alert } from '~/web/components/alert';
import { SelectField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { Pagination } from '~/web/features/admin/pagination';
import { SendSmsForm } from '~/web/features/admin/sms/send-sms-form';
import { SmsMonths } from '~/web/features/admin/sms/sms-months';
import { SmsTable } from '~/web/features/admin/sms/sms-table';
import { type SmsMessage, type SmsSummary, smsStatuses } from '~/shared/schemas/sms';

const PAGE_SIZE = 20;

/** `?status=failed&page=2&phone=0781234567`: the list's filter and page, and a number to write to. */
function readFilters(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status && (smsStatuses as readonly string[]).includes(status) ? status : 'all',
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
    phone: (params.get('phone') ?? '').slice(0, 30),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  const q = new URLSearchParams({ page: String(filters.page), pageSize: String(PAGE_SIZE) });
  if (filters.status !== 'all') q.set('status', filters.status);
  const [summary, list] = await Promise.all([
    api.get<{ data: SmsSummary }>('/api/sms/summary').then((r) => (r.status === 200 ? r.body.data : null)),
    api
      .get<{ data: SmsMessage[]; total: number }>(`/api/sms/messages?${q}`)
      .then((r) => (r.status === 200 ? r.body : null)),
  ]);
  return { filters, summary, list };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.text_messages');

/** Text messages: the gateway in use, each month's count and cost, the messages (failed ones on a filter), and a message to one supporter. */
export default function TextMessages() {
  const { filters, summary, list } = useLoaderData<typeof loader>();
  const { t } = useAdminT('sms');
  const admin = useAdminT('admin').t;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const go = (status: string, page: number) => {
    const q = new URLSearchParams();
    if (status !== 'all') q.set('status', status);
    if (page > 1) q.set('page', String(page));
    void navigate({ search: q.size ? `?${q}` : '' }, { replace: true, preventScrollReset: true });
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('admin.title')}</h1>
      {summary && <Alert tone="info" title={t(`admin.gateway.${summary.provider}`)} />}
      <SendSmsForm phone={filters.phone} onSent={() => void revalidator.revalidate()} />
      {summary && <SmsMonths summary={summary} />}
      <section aria-labelledby="sms-list" className="space-y-3">
        <h2 id="sms-list" className="text-lg font-semibold text-slate-900">
          {t('admin.list.heading')}
        </h2>
        <SelectField
          label={t('admin.list.status')}
          value={filters.status}
          onChange={(e) => go(e.target.value, 1)}
          className="min-w-40 sm:max-w-xs"
        >
          {['all', ...smsStatuses].map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? t('admin.list.all') : t(`admin.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        {!list ? (
          <Alert tone="error" title={t('admin.list.loadError')} />
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('admin.list.total', { count: list.total })}</p>
            <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {list.data.length === 0 ? (
                <p className="p-10 text-center text-lg font-semibold text-slate-900">{t('admin.list.empty')}</p>
              ) : (
                <SmsTable rows={list.data} />
              )}
            </div>
            <Pagination
              page={Math.min(filters.page, pages)}
              pages={pages}
              onPage={(p) => go(filters.status, p)}
              labels={{
                nav: admin('pagination.nav'),
                previous: admin('pagination.previous'),
                next: admin('pagination.next'),
                page: (p, n) => admin('pagination.page', { page: p, pages: n }),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
