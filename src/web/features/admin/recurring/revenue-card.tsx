import { Link } from 'react-router';
import type { ApiClient } from '~/shared/load-context';
import { recurringContracts } from '~/shared/contracts/recurring';
import { call } from '~/web/api/client';
import { formatRwf } from '~/shared/format';
import type { RecurringRevenue } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { figureLink } from '../analysis/payment-counts';
import { Figures, Panel } from '../kit/panel';

/** Analysis's recurring revenue, from its own endpoint (null when it cannot be read: the card is left out). */
export async function recurringRevenue(api: ApiClient): Promise<RecurringRevenue | null> {
  const res = await call(api, recurringContracts.revenue).catch(() => null);
  return res?.status === 200 ? res.body.data : null;
}

/** Monthly recurring revenue now, its change over a month, and the active plans (a link to Recurring). */
export function RecurringRevenueCard({ revenue }: { revenue: RecurringRevenue }) {
  const { t, i18n } = useAdminT('recurring');
  const lang = i18n.language;
  const change = revenue.mrr - revenue.previousMrr;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return (
    <Panel title={t('revenue.title')}>
      <Figures
        className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3"
        items={[
          {
            key: 'mrr',
            label: t('revenue.mrr'),
            value: formatRwf(revenue.mrr, lang),
            valueClassName: 'mt-1 text-2xl font-bold text-brand-800',
            valueData: { 'data-testid': 'mrr' },
          },
          {
            key: 'change',
            label: t('revenue.change'),
            value: `${sign} ${formatRwf(Math.abs(change), lang)}`,
            valueData: { 'data-testid': 'mrr-change' },
          },
          {
            key: 'active',
            label: t('revenue.active'),
            valueClassName: 'mt-1',
            value: (
              <Link to="../recurring" relative="path" className={figureLink}>
                {revenue.activePlans}
              </Link>
            ),
          },
        ]}
      />
    </Panel>
  );
}
