import { Link } from 'react-router';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Figures, Panel } from '../kit/panel';
import { formatCount } from './figures';
import type { Stats } from './types';

/** Payments waiting for their payer now, and those failed or expired in the period, each a link to its list. */
export function PaymentCounts({ payments }: { payments: Stats['payments'] }) {
  const { t, i18n } = useAdminT('admin');
  return (
    <Panel title={t('analysis.payments.title')}>
      <Figures
        className="mt-3 grid grid-cols-2 gap-4"
        valueClassName="mt-1"
        items={(['pending', 'failed'] as const).map((key) => ({
          key,
          label: t(`analysis.payments.${key}`),
          value: (
            <Link
              to={`../payments?status=${key}`}
              relative="path"
              className={figureLink}
              data-testid={`payments-${key}`}
              aria-label={t(`analysis.payments.${key}Link`, { count: payments[key] })}
            >
              {formatCount(payments[key], i18n.language)}
            </Link>
          ),
        }))}
      />
    </Panel>
  );
}

/** A figure that opens the list it counts. */
export const figureLink = 'text-2xl font-bold text-brand-800 underline-offset-4 hover:underline';
