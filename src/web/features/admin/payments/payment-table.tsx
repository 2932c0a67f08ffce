import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { AdminPayment } from '~/shared/schemas/payments';

const statusTone = {
  pending: 'bg-amber-100 text-amber-950',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
} as const;

/** Every attempt; a pending one has "Check now" (the caller asks the provider). */
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
    // Wide content scrolls inside its own region on a phone; focusable so a keyboard can scroll it.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('payments.caption')}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t('payments.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['time', 'kind', 'method', 'provider', 'amount', 'status', 'reason', 'reference', 'action'].map((k) => (
              <th key={k} scope="col" className={`px-3 py-3 font-semibold ${k === 'amount' ? 'text-right' : ''}`}>
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((p) => (
            <tr key={p._id} data-payment={p._id} data-status={p.status}>
              <th scope="row" className="px-3 py-3 font-medium whitespace-nowrap text-slate-900">
                {formatDate(p.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
              </th>
              <td className="px-3 py-3">{t(`payments.kinds.${p.kind}`)}</td>
              <td className="px-3 py-3">{p.method}</td>
              <td className="px-3 py-3">{p.provider}</td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{amount(p)}</td>
              <td className="px-3 py-3">
                <span className={`rounded-full px-2 py-1 text-xs font-semibold ${statusTone[p.status]}`}>
                  {t(`payments.statuses.${p.status}`)}
                </span>
              </td>
              <td className="px-3 py-3 text-slate-700">{p.reason ?? ''}</td>
              <td className="px-3 py-3 font-mono text-xs break-all text-slate-600">{p.providerRef ?? ''}</td>
              <td className="px-3 py-3">
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
