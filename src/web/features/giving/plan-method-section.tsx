import { Form, useNavigation } from 'react-router';
import type { GivingPlan } from '~/shared/schemas/giving';
import { useOfferedMethods } from '~/web/features/payment-status/use-payments-live';
import { TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { primaryButton } from './buttons';
import { GivingSection } from './panel';
import type { GivingT } from './page-t';

/**
 * Each live plan's payment method, and the form that changes it (issue 39.9), posted to
 * /my-giving/method: a plain form (with or without JavaScript). The number field shows
 * for mobile money and airtime, the card note for a card (app.css hides the other group
 * once a method is chosen, by CSS alone).
 */
export function PlanMethodSection({ t, plans, token }: { t: GivingT; plans: GivingPlan[]; token: string }) {
  const busy = useNavigation().state !== 'idle';
  const live = plans.filter((p) => p.status !== 'cancelled');
  const offered = useOfferedMethods();
  if (!live.length) return null;
  return (
    <GivingSection id="plan-method" heading={t('planMethod.heading')}>
      {live.map((plan) => (
        <Form
          key={plan._id}
          method="post"
          action="/my-giving/method"
          aria-label={`${t('planMethod.heading')}: ${plan.target}`}
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="planId" value={plan._id} />
          <p className="font-semibold text-slate-900">{plan.target}</p>
          <p className="text-slate-700">{t('planMethod.current', { method: t(`methods.${plan.method}`) })}</p>
          <PlainRadios
            legend={t('planMethod.legend')}
            name="paymentMethod"
            defaultValue={plan.method}
            options={offered.map((value) => ({ value, label: t(`methods.${value}`) }))}
          />
          <div data-method-group="phone">
            <TextField
              label={t('planMethod.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              id={`plan-method-phone-${plan._id}`}
            />
          </div>
          <p data-method-group="card" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('planMethod.cardNote')}
          </p>
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('planMethod.save')}
          </button>
        </Form>
      ))}
    </GivingSection>
  );
}
