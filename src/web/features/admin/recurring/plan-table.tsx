import { formatDate, formatRwf } from '~/shared/format';
import type { AdminPlan } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';

const tone: Record<AdminPlan['status'], string> = {
  active: 'bg-green-100 text-green-900',
  paused: 'bg-slate-100 text-slate-800',
  lapsed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
};
const small =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/** The plans, lapsed and overdue first (the API's order); pause, resume or cancel on the payer's request. */
export function PlanTable({
  plans,
  busy,
  onAction,
}: {
  plans: AdminPlan[];
  busy: string | null;
  onAction: (plan: AdminPlan, action: 'pause' | 'resume' | 'cancel') => void;
}) {
  const { t, i18n } = useAdminT('recurring');
  const lang = i18n.language;
  const day = (d: string | null) =>
    d ? formatDate(d.length === 10 ? `${d}T12:00:00Z` : d, lang, { dateStyle: 'medium' }) : '—';
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={t('table.caption')}
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {(['payer', 'plan', 'amount', 'status', 'nextDue', 'lastPaid', 'actions'] as const).map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {t(`table.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plans.map((p) => (
            <tr key={p._id} data-testid="plan-row">
              <td className="px-4 py-3">
                <p className="font-semibold text-slate-900">{p.payerName}</p>
                <p className="text-slate-600">{p.payerEmail}</p>
              </td>
              <td className="px-4 py-3">
                {t(`kinds.${p.kind}`, { target: p.target })}
                <p className="text-slate-600">{t(`methods.${p.method}`)}</p>
              </td>
              <td className="px-4 py-3 font-semibold">{formatRwf(p.amount, lang)}</td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-1 font-semibold ${tone[p.status]}`}>
                  {t(`statuses.${p.status}`)}
                </span>
                {p.overdue && (
                  <p className="mt-1 font-semibold text-red-700">{t('table.overdue', { failures: p.failures })}</p>
                )}
              </td>
              <td className="px-4 py-3">{p.status === 'cancelled' ? '—' : day(p.nextDueOn)}</td>
              <td className="px-4 py-3">{day(p.lastPaidAt)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  {p.status === 'active' && (
                    <button
                      type="button"
                      className={small}
                      disabled={busy === p._id}
                      onClick={() => onAction(p, 'pause')}
                    >
                      {t('actions.pause')}
                      <span className="sr-only"> {p.payerName}</span>
                    </button>
                  )}
                  {(p.status === 'paused' || p.status === 'lapsed') && (
                    <button
                      type="button"
                      className={small}
                      disabled={busy === p._id}
                      onClick={() => onAction(p, 'resume')}
                    >
                      {t('actions.resume')}
                      <span className="sr-only"> {p.payerName}</span>
                    </button>
                  )}
                  {p.status !== 'cancelled' && (
                    <button
                      type="button"
                      className={small}
                      disabled={busy === p._id}
                      onClick={() => onAction(p, 'cancel')}
                    >
                      {t('actions.cancel')}
                      <span className="sr-only"> {p.payerName}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
