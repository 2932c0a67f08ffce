import { Link } from 'react-router';
import { formatDate, formatRwf } from '~/shared/format';
import type { GivingPlan } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';

/**
 * A donor's monthly plans (any status), each with its next due date; managed in the
 * Recurring section beside this one (under /dashboard or the admin prefix alike).
 */
export function DonorPlans({ plans }: { plans: GivingPlan[] }) {
  const { t, i18n } = useAdminT('records');
  const recurring = useAdminT('recurring').t;
  const lang = i18n.language;
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">{t('donors.plans')}</h3>
      <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="donor-plans">
        {plans.map((p) => (
          <li key={p._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium">{recurring(`kinds.${p.kind}`, { target: p.target })}</span>
              <span className="block text-slate-600">
                {t('donors.planLine', {
                  amount: formatRwf(p.amount, lang),
                  method: recurring(`methods.${p.method}`),
                  day: p.dayOfMonth,
                })}
              </span>
            </span>
            <span className="text-right">
              <span className="block font-semibold">{recurring(`statuses.${p.status}`)}</span>
              {p.status !== 'cancelled' && (
                <span className="text-slate-600">
                  {t('donors.planNext', {
                    date: formatDate(`${p.nextDueOn}T12:00:00Z`, lang, { dateStyle: 'medium' }),
                  })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to="../recurring"
        relative="path"
        className="mt-1 inline-flex min-h-11 items-center text-sm text-brand-800 underline"
      >
        {t('donors.planManage')}
      </Link>
    </>
  );
}
