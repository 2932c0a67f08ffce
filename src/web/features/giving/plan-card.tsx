import type { Language } from '~/shared/i18n/core';
import { formatDate, formatRwf } from '~/shared/format';
import type { GivingPlan } from '~/shared/schemas/giving';
import { FormAnswer, useFormAction } from './outcome';
import { primaryButton } from './buttons';
import { PlanChanges } from './plan-changes';
import { SendButton, SignedForm } from './signed-form';
import type { GivingT } from './page-t';

const statusTone: Record<GivingPlan['status'], string> = {
  active: 'bg-green-100 text-green-900',
  paused: 'bg-slate-100 text-slate-800',
  lapsed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
};

/** What a change of this plan answered: shown on the plan's card, where it was asked. */
export interface PlanResult {
  planId: string;
  done?: string | null;
  error?: string;
}

/**
 * One monthly plan and what its payer may do with it; every change is a plain form (works
 * without JavaScript) posted to the card's own anchor, its answer shown on the card.
 */
export function PlanCard({
  t,
  lang,
  plan,
  token,
  result,
}: {
  t: GivingT;
  lang: Language;
  plan: GivingPlan;
  token: string;
  result?: PlanResult | undefined;
}) {
  const id = plan._id;
  const action = useFormAction(`plan-card-${id}`);
  const title = t(`plan.${plan.kind}`, { target: plan.target });
  const open = plan.status !== 'cancelled';
  const owing = (plan.status === 'active' && plan.failures > 0) || plan.status === 'lapsed';
  return (
    <article
      id={`plan-card-${id}`}
      aria-labelledby={`plan-${id}`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`plan-${id}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[plan.status]}`}>
          {t(`statuses.${plan.status}`)}
        </span>
      </div>
      <FormAnswer result={result} done={result?.done} error={result?.error} fallback={t('error')} className="mt-3" />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('plan.amount')}</dt>
        <dd className="font-semibold">{formatRwf(plan.amount, lang)}</dd>
        <dt className="text-slate-600">{t('plan.method')}</dt>
        <dd className="font-semibold">{t(`methods.${plan.method}`)}</dd>
        <dt className="text-slate-600">{t('plan.day')}</dt>
        <dd className="font-semibold">{plan.dayOfMonth}</dd>
        {open && plan.status !== 'paused' && (
          <>
            <dt className="text-slate-600">{t('plan.nextDue')}</dt>
            <dd className="font-semibold">
              {formatDate(`${plan.nextDueOn}T12:00:00Z`, lang, { dateStyle: 'medium' })}
            </dd>
          </>
        )}
      </dl>
      {plan.automaticUntil && plan.status !== 'cancelled' && (
        <p className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <strong className="block">
            {t('plan.automaticUntil', {
              date: formatDate(`${plan.automaticUntil}T12:00:00Z`, lang, { dateStyle: 'long' }),
            })}
          </strong>
          {t('plan.automaticHint', { max: formatRwf(plan.automaticMax ?? plan.amount, lang) })}
        </p>
      )}
      {plan.preapproval === 'pending' && plan.status !== 'cancelled' && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{t('plan.awaitingApproval')}</p>
      )}
      {owing && (
        <SignedForm
          token={token}
          values={{ planId: id }}
          action={action}
          intent="pay"
          className="mt-4 rounded-lg bg-amber-50 p-3"
        >
          <p className="text-sm text-amber-900">
            {t(plan.status === 'lapsed' ? 'plan.lapsedNote' : 'plan.failedNote')}
          </p>
          <SendButton className={`${primaryButton} mt-2`}>{t('plan.payNow')}</SendButton>
        </SignedForm>
      )}
      {open && <PlanChanges t={t} lang={lang} plan={plan} title={title} token={token} action={action} />}
    </article>
  );
}
