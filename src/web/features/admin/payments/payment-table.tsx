import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { AdminPayment } from '~/shared/schemas/payments';
import { Button } from '../kit/button';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { IntentForm } from '../kit/intent-post';

const statusTone = {
  pending: 'bg-amber-100 text-amber-950',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
} as const;

/**
 * Every attempt; a pending one has "Check now", a form posted to the screen's action (the
 * server asks the provider), through the caller's `onCheck` once the script has loaded.
 * On a phone the rows stack as cards, so nothing scrolls sideways.
 */
export function PaymentTable({
  rows,
  checking,
  onCheck,
}: {
  rows: AdminPayment[];
  checking: string | null;
  onCheck: (payment: AdminPayment) => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const column = columnsOf<AdminPayment>((key) => t(`payments.columns.${key}`));
  const columns: Column<AdminPayment>[] = [
    column('time', (p) => formatDate(p.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }), {
      rowHeader: true,
      className: 'font-medium md:whitespace-nowrap',
    }),
    column('kind', (p) => t(`payments.kinds.${p.kind}`)),
    column('method', (p) => p.method),
    column('provider', (p) => p.provider),
    column('amount', (p) => (p.currency === 'USD' ? formatUsd(p.amount, lang) : formatRwf(p.amount, lang)), {
      align: 'right',
      className: 'font-semibold whitespace-nowrap tabular-nums',
    }),
    column('status', (p) => (
      <span className={`rounded-full px-2 py-1 text-xs font-semibold ${statusTone[p.status]}`}>
        {t(`payments.statuses.${p.status}`)}
      </span>
    )),
    column('reason', (p) => p.reason ?? '', { className: 'text-slate-700', hideOnPhone: (p) => !p.reason }),
    column('reference', (p) => p.providerRef ?? '', {
      className: 'font-mono text-xs break-all text-slate-600',
      hideOnPhone: (p) => !p.providerRef,
    }),
    column(
      'action',
      (p) =>
        p.status === 'pending' && (
          <IntentForm intent="check" id={p._id} onPost={() => onCheck(p)}>
            <Button type="submit" tone="secondary" size="sm" disabled={checking !== null}>
              {checking === p._id ? t('payments.checking') : t('payments.checkNow')}
            </Button>
          </IntentForm>
        ),
      { cardLabel: '', hideOnPhone: (p) => p.status !== 'pending' },
    ),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      caption={t('payments.caption')}
      phone="stack"
      bare
      minWidth="md:min-w-[56rem]"
      rowName="payment"
      rowProps={(p) => ({ 'data-status': p.status })}
    />
  );
}
