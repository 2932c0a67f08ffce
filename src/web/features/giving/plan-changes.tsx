import type { ReactNode } from 'react';
import type { Language } from '~/shared/i18n/core';
import { formatRwf } from '~/shared/format';
import { type GivingPlan, STOP_REASON_MAX } from '~/shared/schemas/giving';
import { inputClass } from '~/web/components/field';
import { primaryButton } from './buttons';
import { SendButton, SignedForm } from './signed-form';
import type { GivingT } from './page-t';

const days = Array.from({ length: 28 }, (_, i) => i + 1);

/** Where a plan's forms post: the page's signed token, the plan, the card's own anchor. */
interface PlanFormTarget {
  token: string;
  values: { planId: string };
  action: string;
}

/** A change that takes one value: its field (`children`), labelled, the button that saves it, then its hints. */
function OneValueForm({
  label,
  button,
  hints,
  className = 'flex flex-wrap items-end gap-2',
  children,
  ...form
}: PlanFormTarget & {
  intent: string;
  label: string;
  button: ReactNode;
  hints?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SignedForm {...form} className={className}>
      <label className="block text-sm font-medium text-slate-800">
        {label}
        {children}
      </label>
      <SendButton>{button}</SendButton>
      {hints}
    </SignedForm>
  );
}

/** What the payer may change on a plan that is not cancelled: its amount and day, pause, resume, skip, stop. */
export function PlanChanges({
  t,
  lang,
  plan,
  title,
  ...target
}: Omit<PlanFormTarget, 'values'> & { t: GivingT; lang: Language; plan: GivingPlan; title: string }) {
  const id = plan._id;
  const form = { ...target, values: { planId: id } };
  // The plan's name after a button's words, for a screen reader's list of buttons.
  const named = (text: string) => (
    <>
      {text}
      <span className="sr-only"> {title}</span>
    </>
  );
  return (
    <div className="mt-4 space-y-4">
      <OneValueForm
        {...form}
        intent="amount"
        label={t('plan.newAmount')}
        button={t('plan.saveAmount')}
        hints={
          <>
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
          </>
        }
      >
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
      </OneValueForm>
      <OneValueForm {...form} intent="day" label={t('plan.newDay')} button={t('plan.saveDay')}>
        <select name="dayOfMonth" defaultValue={plan.dayOfMonth} className={`${inputClass} w-28`}>
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </OneValueForm>
      <div className="flex flex-wrap gap-2">
        {(plan.status === 'paused' || plan.status === 'lapsed') && !plan.awaitsChoice && (
          <SignedForm {...form} intent="resume">
            <SendButton className={primaryButton}>{t('plan.resume')}</SendButton>
          </SignedForm>
        )}
        {plan.status === 'active' && plan.automatic && plan.failures === 0 && (
          <SignedForm {...form} intent="skip">
            <SendButton describedBy={`skip-${id}`}>{t('plan.skip')}</SendButton>
            <span id={`skip-${id}`} className="sr-only">
              {t('plan.skipHint')}
            </span>
          </SignedForm>
        )}
        {plan.preapproval && (
          <SignedForm {...form} intent="stop-automatic">
            <SendButton>{named(t('plan.stopAutomatic'))}</SendButton>
          </SignedForm>
        )}
        {plan.status === 'active' && (
          <SignedForm {...form} intent="pause">
            <SendButton>{t('plan.pause')}</SendButton>
          </SignedForm>
        )}
        <OneValueForm
          {...form}
          intent="cancel"
          className="flex w-full flex-wrap items-end gap-2"
          label={t('plan.cancelReason')}
          button={named(t('plan.cancel'))}
        >
          <input name="reason" type="text" maxLength={STOP_REASON_MAX} className={`${inputClass} w-72 max-w-full`} />
        </OneValueForm>
      </div>
    </div>
  );
}
