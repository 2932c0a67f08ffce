import { formatDate, formatRwf } from '~/shared/format';
import type { AdminPlan } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { RowButton } from '../kit/button';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { IntentForm } from '../kit/intent-post';

const tone: Record<AdminPlan['status'], string> = {
  active: 'bg-green-100 text-green-900',
  paused: 'bg-slate-100 text-slate-800',
  lapsed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
};

export type PlanAction = 'pause' | 'resume' | 'cancel';
/** What staff may do with a plan of each status, on the payer's request. */
const actionsOf = (status: AdminPlan['status']): PlanAction[] =>
  status === 'active' ? ['pause', 'cancel'] : status === 'cancelled' ? [] : ['resume', 'cancel'];

/**
 * The plans, lapsed and overdue first (the API's order); pause, resume or cancel on the
 * payer's request, each a form posted to the screen's action: through the caller's
 * `onAction` once the script has loaded, natively before (a cancelling is then confirmed
 * on the page).
 */
export function PlanTable({
  plans,
  busy,
  onAction,
}: {
  plans: AdminPlan[];
  busy: string | null;
  onAction: (plan: AdminPlan, action: PlanAction) => void;
}) {
  const { t, i18n } = useAdminT('recurring');
  const lang = i18n.language;
  const day = (d: string | null) =>
    d ? formatDate(d.length === 10 ? `${d}T12:00:00Z` : d, lang, { dateStyle: 'medium' }) : '—';
  const column = columnsOf<AdminPlan>((key) => t(`table.${key}`));
  const columns: Column<AdminPlan>[] = [
    column(
      'payer',
      (p) => (
        <>
          {/* An erased payer has neither name nor e-mail: the row still has a header. */}
          <span className="block font-semibold text-slate-900">{p.payerName || (p.payerEmail ? '' : '—')}</span>
          <span className="block font-normal text-slate-600">{p.payerEmail}</span>
        </>
      ),
      { rowHeader: true },
    ),
    column('plan', (p) => (
      <>
        {t(`kinds.${p.kind}`, { target: p.target })}
        <span className="block text-slate-600">{t(`methods.${p.method}`)}</span>
        {p.automaticUntil && (
          <span className="block font-semibold text-green-800">
            {t('table.automaticUntil', { date: day(p.automaticUntil) })}
          </span>
        )}
        {p.preapproval === 'pending' && <span className="block text-slate-600">{t('table.awaitingApproval')}</span>}
      </>
    )),
    column('amount', (p) => formatRwf(p.amount, lang), { className: 'font-semibold' }),
    column('status', (p) => (
      <>
        <span className={`rounded-full px-2 py-1 font-semibold ${tone[p.status]}`}>{t(`statuses.${p.status}`)}</span>
        {p.overdue && (
          <span className="mt-1 block font-semibold text-red-700">{t('table.overdue', { failures: p.failures })}</span>
        )}
      </>
    )),
    column('nextDue', (p) => (p.status === 'cancelled' ? '—' : day(p.nextDueOn))),
    column('lastPaid', (p) => day(p.lastPaidAt)),
    column(
      'actions',
      (p) => (
        <div className="flex flex-wrap gap-2">
          {actionsOf(p.status).map((action) => (
            <IntentForm key={action} intent={action} id={p._id} onPost={() => onAction(p, action)}>
              <RowButton
                type="submit"
                tone="secondary"
                label={t(`actions.${action}`)}
                row={p.payerName}
                disabled={busy === p._id}
              />
            </IntentForm>
          ))}
        </div>
      ),
      { hideOnPhone: (p) => p.status === 'cancelled' },
    ),
  ];
  return (
    <DataTable
      rows={plans}
      columns={columns}
      caption={t('table.caption')}
      phone="stack"
      minWidth="md:min-w-[56rem]"
      rowProps={() => ({ 'data-testid': 'plan-row' })}
    />
  );
}
