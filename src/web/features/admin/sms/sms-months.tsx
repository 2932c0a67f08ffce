import { formatNumber } from '~/shared/format';
import type { SmsSummary } from '~/shared/schemas/sms';
import { useAdminT } from '~/web/features/admin/admin-i18n';

/** Messages the gateways took each month, their parts, deliveries, failures and the cost they answered. */
export function SmsMonths({ summary }: { summary: SmsSummary }) {
  const { t, i18n } = useAdminT('sms');
  const n = (v: number) => formatNumber(v, i18n.language);
  const cost = (m: SmsSummary['months'][number]) =>
    m.costs.length
      ? m.costs.map((c) => `${formatNumber(Number(c.amount), i18n.language, 2)} ${c.currency}`).join(' + ')
      : t('admin.months.costUnknown');
  return (
    <section aria-labelledby="sms-months" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="sms-months" className="text-lg font-semibold text-slate-900">
        {t('admin.months.heading')}
      </h2>
      {summary.months.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('admin.months.none')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="sms-months">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4">
                  {t('admin.months.month')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('admin.months.sent')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('admin.months.parts')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('admin.months.delivered')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('admin.months.failed')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('admin.months.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.months.map((m) => (
                <tr key={m.month} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {m.month}
                  </th>
                  <td className="py-2 pr-4 text-right">{n(m.messages)}</td>
                  <td className="py-2 pr-4 text-right">{n(m.segments)}</td>
                  <td className="py-2 pr-4 text-right">{n(m.delivered)}</td>
                  <td className="py-2 pr-4 text-right">{n(m.failed)}</td>
                  <td className="py-2 text-right">{cost(m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">{t('admin.optedOut', { count: summary.optedOut })}</p>
    </section>
  );
}
