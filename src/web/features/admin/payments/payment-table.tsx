import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { AdminPayment } from '~/shared/schemas/payments';

const statusTone = {
  pending: 'bg-amber-100 text-amber-950',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
} as const;

/** Under md each row stacks as a card: the cell's column name comes first (data-label). */
const cell =
  'px-3 md:py-3 max-md:flex max-md:justify-between max-md:gap-3 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/**
 * Every attempt; a pending one has "Check now" (the caller asks the provider). On a
 * phone the rows stack as cards, so nothing scrolls sideways. The explicit roles keep
 * the table a table for screen readers once CSS changes its display.
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
  const c = (k: string) => t(`payments.columns.${k}`);
  const amount = (p: AdminPayment) => (p.currency === 'USD' ? formatUsd(p.amount, lang) : formatRwf(p.amount, lang));
  return (
    <div className="md:overflow-x-auto">
      <table role="table" className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
        <caption className="sr-only">{t('payments.caption')}</caption>
        <thead role="rowgroup" className="bg-slate-50 text-slate-700 max-md:sr-only">
          <tr role="row">
            {['time', 'kind', 'method', 'provider', 'amount', 'status', 'reason', 'reference', 'action'].map((k) => (
              <th
                key={k}
                role="columnheader"
                scope="col"
                className={`px-3 py-3 font-semibold ${k === 'amount' ? 'text-right' : ''}`}
              >
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 max-md:block">
          {rows.map((p) => (
            <tr key={p._id} role="row" data-payment={p._id} data-status={p.status} className="max-md:block max-md:py-2">
              <th
                role="rowheader"
                scope="row"
                data-label={c('time')}
                className={`${cell} font-medium text-slate-900 md:whitespace-nowrap`}
              >
                {formatDate(p.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
              </th>
              <td role="cell" data-label={c('kind')} className={cell}>
                {t(`payments.kinds.${p.kind}`)}
              </td>
              <td role="cell" data-label={c('method')} className={cell}>
                {p.method}
              </td>
              <td role="cell" data-label={c('provider')} className={cell}>
                {p.provider}
              </td>
              <td
                role="cell"
                data-label={c('amount')}
                className={`${cell} font-semibold whitespace-nowrap tabular-nums md:text-right`}
              >
                {amount(p)}
              </td>
              <td role="cell" data-label={c('status')} className={cell}>
                <span className={`rounded-full px-2 py-1 text-xs font-semibold ${statusTone[p.status]}`}>
                  {t(`payments.statuses.${p.status}`)}
                </span>
              </td>
              <td
                role="cell"
                data-label={c('reason')}
                className={`${cell} text-slate-700 ${p.reason ? '' : 'max-md:hidden'}`}
              >
                {p.reason ?? ''}
              </td>
              <td
                role="cell"
                data-label={c('reference')}
                className={`${cell} font-mono text-xs break-all text-slate-600 ${p.providerRef ? '' : 'max-md:hidden'}`}
              >
                {p.providerRef ?? ''}
              </td>
              <td
                role="cell"
                className={`${cell} max-md:before:content-none ${p.status === 'pending' ? '' : 'max-md:hidden'}`}
              >
                {p.status === 'pending' && (
                  <button
                    type="button"
                    onClick={() => onCheck(p)}
                    disabled={checking !== null}
                    className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                  >
                    {checking === p._id ? t('payments.checking') : t('payments.checkNow')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
