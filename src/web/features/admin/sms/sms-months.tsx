import { formatNumber } from '~/shared/format';
import type { SmsSummary } from '~/shared/schemas/sms';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { type Column, DataTable } from '../kit/data-table';
import { Panel } from '../kit/panel';

type Month = SmsSummary['months'][number];

/** Messages the gateways took each month, their parts, deliveries, failures and the cost they answered. */
export function SmsMonths({ summary }: { summary: SmsSummary }) {
  const { t, i18n } = useAdminT('sms');
  const n = (v: number) => formatNumber(v, i18n.language);
  const cost = (m: Month) =>
    m.costs.length
      ? m.costs.map((c) => `${formatNumber(Number(c.amount), i18n.language, 2)} ${c.currency}`).join(' + ')
      : t('admin.months.costUnknown');
  const count = (key: 'messages' | 'segments' | 'delivered' | 'failed', header: string): Column<Month> => ({
    key,
    header: t(`admin.months.${header}`),
    cell: (m) => n(m[key]),
    align: 'right',
  });
  const columns: Column<Month>[] = [
    { key: 'month', header: t('admin.months.month'), cell: (m) => m.month, rowHeader: true },
    count('messages', 'sent'),
    count('segments', 'parts'),
    count('delivered', 'delivered'),
    count('failed', 'failed'),
    { key: 'cost', header: t('admin.months.cost'), cell: cost, align: 'right' },
  ];
  return (
    <Panel title={t('admin.months.heading')} className="rounded-xl border border-slate-200 bg-white p-4">
      {summary.months.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('admin.months.none')}</p>
      ) : (
        <div className="mt-2">
          <DataTable
            rows={summary.months}
            rowKey={(m) => m.month}
            columns={columns}
            caption={t('admin.months.heading')}
            phone="scroll"
            bare
            dense
            minWidth="min-w-[36rem]"
            tableProps={{ 'data-testid': 'sms-months' }}
          />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">{t('admin.optedOut', { count: summary.optedOut })}</p>
    </Panel>
  );
}
