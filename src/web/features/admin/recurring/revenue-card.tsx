import { Link } from 'react-router';
import type { ApiClient } from '~/shared/load-context';
import { formatRwf } from '~/shared/format';
import type { RecurringRevenue } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';

/** Analysis's recurring revenue, from its own endpoint (null when it cannot be read: the card is left out). */
export async function recurringRevenue(api: ApiClient): Promise<RecurringRevenue | null> {
  const res = await api.get<{ data: RecurringRevenue }>('/api/recurring/revenue').catch(() => null);
  return res?.status === 200 ? res.body.data : null;
}

/** Monthly recurring revenue now, its change over a month, and the active plans (a link to Recurring). */
export function RecurringRevenueCard({ revenue }: { revenue: RecurringRevenue }) {
  const { t, i18n } = useAdminT('recurring');
  const lang = i18n.language;
  const change = revenue.mrr - revenue.previousMrr;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return (
    <section aria-labelledby="analysis-mrr" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="analysis-mrr" className="text-lg font-semibold text-slate-900">
        {t('revenue.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('revenue.mrr')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-800" data-testid="mrr">
            {formatRwf(revenue.mrr, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('revenue.change')}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="mrr-change">
            {sign} {formatRwf(Math.abs(change), lang)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('revenue.active')}</dt>
          <dd className="mt-1">
            <Link
              to="../recurring"
              relative="path"
              className="text-2xl font-bold text-brand-800 underline-offset-4 hover:underline"
            >
              {revenue.activePlans}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
