import { Link } from 'react-router';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatCount } from './figures';
import type { Stats } from './types';

/** Payments waiting for their payer now, and those failed or expired in the period, each a link to its list. */
export function PaymentCounts({ payments }: { payments: Stats['payments'] }) {
  const { t, i18n } = useAdminT('admin');
  return (
    <section aria-labelledby="analysis-payments" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="analysis-payments" className="text-lg font-semibold text-slate-900">
        {t('analysis.payments.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4">
        {(['pending', 'failed'] as const).map((key) => (
          <div key={key}>
            <dt className="text-sm font-medium text-slate-600">{t(`analysis.payments.${key}`)}</dt>
            <dd className="mt-1">
              <Link
                to={`../payments?status=${key}`}
                relative="path"
                className="text-2xl font-bold text-brand-800 underline-offset-4 hover:underline"
                data-testid={`payments-${key}`}
                aria-label={t(`analysis.payments.${key}Link`, { count: payments[key] })}
              >
                {formatCount(payments[key], i18n.language)}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
