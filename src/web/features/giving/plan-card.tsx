import { Form, useNavigation } from 'react-router';
import type { Language } from '~/shared/i18n/core';
import { formatDate, formatRwf } from '~/shared/format';
import { type GivingPlan, STOP_REASON_MAX } from '~/shared/schemas/giving';
import { inputClass } from '~/web/components/field';
import { FormAnswer, useFormAction } from './outcome';
import { primaryButton, secondaryButton } from './buttons';
import type { GivingT } from './page-t';

const statusTone: Record<GivingPlan['status'], string> = {
  active: 'bg-green-100 text-green-900',
  paused: 'bg-slate-100 text-slate-800',
  lapsed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
};
const days = Array.from({ length: 28 }, (_, i) => i + 1);

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
  const busy = useNavigation().state !== 'idle';
  const id = plan._id;
  const action = useFormAction(`plan-card-${id}`);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="planId" value={id} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
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
        <Form method="post" action={action} className="mt-4 rounded-lg bg-amber-50 p-3">
          {hidden('pay')}
          <p className="text-sm text-amber-900">
            {t(plan.status === 'lapsed' ? 'plan.lapsedNote' : 'plan.failedNote')}
          </p>
          <button type="submit" disabled={busy} className={`${primaryButton} mt-2`}>
            {t('plan.payNow')}
          </button>
        </Form>
      )}
      {open && (
        <div className="mt-4 space-y-4">
          <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
            {hidden('amount')}
            <label className="block text-sm font-medium text-slate-800">
              {t('plan.newAmount')}
              <input
                name="amount"
                type="number"
                inputMode="numeric"
                min={plan.minAmount ?? 1}
                step={1}
                required
                defaultValue={plan.amount}
                aria-describedby={`min-${id} raise-${id}`}
                className={`${inputClass} w-40`}
              />
            </label>
            <button type="submit" disabled={busy} className={secondaryButton}>
              {t('plan.saveAmount')}
            </button>
            <p id={`min-${id}`} className="w-full text-sm text-slate-600">
              {plan.minAmount !== undefined &&
                t(plan.kind === 'sponsorship' ? 'plan.minHintChild' : 'plan.minHint', {
                  min: formatRwf(plan.minAmount, lang),
                  target: plan.target,
                })}
            </p>
            <p id={`raise-${id}`} className="w-full text-sm text-slate-600">
              {t('plan.raiseHint')}
            </p>
          </Form>
          <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
            {hidden('day')}
            <label className="block text-sm font-medium text-slate-800">
              {t('plan.newDay')}
              <select name="dayOfMonth" defaultValue={plan.dayOfMonth} className={`${inputClass} w-28`}>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy} className={secondaryButton}>
              {t('plan.saveDay')}
            </button>
          </Form>
          <div className="flex flex-wrap gap-2">
            {(plan.status === 'paused' || plan.status === 'lapsed') && !plan.awaitsChoice && (
              <Form method="post" action={action}>
                {hidden('resume')}
                <button type="submit" disabled={busy} className={primaryButton}>
                  {t('plan.resume')}
                </button>
              </Form>
            )}
            {plan.status === 'active' && plan.automatic && plan.failures === 0 && (
              <Form method="post" action={action}>
                {hidden('skip')}
                <button type="submit" disabled={busy} className={secondaryButton} aria-describedby={`skip-${id}`}>
                  {t('plan.skip')}
                </button>
                <span id={`skip-${id}`} className="sr-only">
                  {t('plan.skipHint')}
                </span>
              </Form>
            )}
            {plan.preapproval && (
              <Form method="post" action={action}>
                {hidden('stop-automatic')}
                <button type="submit" disabled={busy} className={secondaryButton}>
                  {t('plan.stopAutomatic')}
                  <span className="sr-only"> {title}</span>
                </button>
              </Form>
            )}
            {plan.status === 'active' && (
              <Form method="post" action={action}>
                {hidden('pause')}
                <button type="submit" disabled={busy} className={secondaryButton}>
                  {t('plan.pause')}
                </button>
              </Form>
            )}
            <Form method="post" action={action} className="flex w-full flex-wrap items-end gap-2">
              {hidden('cancel')}
              <label className="block text-sm font-medium text-slate-800">
                {t('plan.cancelReason')}
                <input
                  name="reason"
                  type="text"
                  maxLength={STOP_REASON_MAX}
                  className={`${inputClass} w-72 max-w-full`}
                />
              </label>
              <button type="submit" disabled={busy} className={secondaryButton}>
                {t('plan.cancel')}
                <span className="sr-only"> {title}</span>
              </button>
            </Form>
          </div>
        </div>
      )}
    </article>
  );
}
