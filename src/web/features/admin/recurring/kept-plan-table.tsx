import { Form } from 'react-router';
import { formatRwf } from '~/shared/format';
import type { KeptPlan } from '~/shared/schemas/kept-plans';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { columnsOf } from '../kit/columns';
import { IntentFields } from '../kit/intent-button';
import { type Column, DataTable } from '../kit/data-table';

/**
 * Monthly sponsorships paid by bank order or cash, kept by staff (docs/importing.md):
 * "Record this month" is a plain form posted to the screen's action, so it works
 * without JavaScript; a month already recorded says so instead.
 */
export function KeptPlanTable({ plans, busy }: { plans: KeptPlan[]; busy: boolean }) {
  const { t, i18n } = useAdminT('recurring');
  const lang = i18n.language;
  const column = columnsOf<KeptPlan>((key) => t(`kept.table.${key}`));
  const columns: Column<KeptPlan>[] = [
    column('payer', (p) => <span className="font-semibold text-slate-900">{p.payerName || '—'}</span>, {
      rowHeader: true,
    }),
    column('plan', (p) => (
      <>
        {t('kinds.sponsorship', { target: p.childName })}
        <span className="block text-slate-600">{t(`kept.methods.${p.method}`)}</span>
        <span className="block text-slate-600">{t('kept.day', { day: p.dayOfMonth })}</span>
      </>
    )),
    column('amount', (p) => formatRwf(p.amount, lang), { className: 'font-semibold' }),
    column('month', (p) =>
      p.status === 'ended' ? (
        t('statuses.cancelled')
      ) : p.recordedThisMonth ? (
        <span className="font-semibold text-green-800">{t('kept.recorded', { period: p.period })}</span>
      ) : (
        <Form method="post">
          <IntentFields intent="record-month" id={p._id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={t('kept.recordFor', { name: p.payerName, period: p.period })}
            className="min-h-11 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('kept.record')}
          </button>
        </Form>
      ),
    ),
    column('last', (p) => p.lastRecorded ?? '—'),
  ];
  return (
    <DataTable
      rows={plans}
      columns={columns}
      caption={t('kept.caption')}
      phone="stack"
      minWidth="md:min-w-[48rem]"
      rowProps={() => ({ 'data-testid': 'kept-plan-row' })}
    />
  );
}
