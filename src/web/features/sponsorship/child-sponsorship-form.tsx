import { Alert } from '~/web/components/alert';
import { PaymentMethodFields } from '~/web/features/payment/payment-method-fields';
import { useFieldError, useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';
import type { ChildSponsorshipActionData } from './child-sponsorship-action.server';
import { paymentLabels } from './payment-labels';
import { defaultSponsorshipForm, sponsorshipFieldNames } from './sponsorship-form';
import { SponsorFields, type SponsorBinding } from './sponsor-fields';
import { PrivacyLink } from '~/web/components/privacy-link';

type Failure = Exclude<ChildSponsorshipActionData, { outcome: 'paid' }>;

/**
 * docs/product.md's sponsorship dialog as a plain form on the child's own page: the same fields
 * and defaults, posted to the page's action without JavaScript (so every method's
 * fields are shown, each group named; only the chosen method's details are sent on).
 */
export function ChildSponsorshipForm({ child, failure }: { child: Child; failure: Failure | null }) {
  const { t } = useT('public');
  const j = useT('journeys').t;
  const fieldError = useFieldError();
  const d = (key: string) => t(`sponsorship.dialog.${key}`);
  const kept = failure?.values;
  const errors = failure?.errors ?? {};
  const amount = kept && Number.isFinite(kept.amount) ? kept.amount : child.monthlySupport;
  // What a refused post kept, and its errors, beside the fields.
  const bind: SponsorBinding = {
    typed: (name) => ({
      defaultValue: name === 'amount' ? String(amount) : kept?.[name],
      error: fieldError(errors[name]),
    }),
    chosen: (name) => ({ defaultValue: kept?.[name] ?? defaultSponsorshipForm[name] }),
    sms: { checked: kept?.smsReceipts },
  };
  return (
    <form
      method="post"
      action={`/sponsorship/${encodeURIComponent(child._id)}#sponsor-form`}
      className="space-y-4"
      aria-labelledby="sponsor-form-title"
    >
      <p className="text-slate-600">{t('sponsorship.dialog.intro', { name: child.name })}</p>
      {failure && (
        <Alert tone="error" title={t('sponsorship.failure')}>
          {failure.outcome === 'invalid' ? j('child.checkFields') : failure.message || undefined}
        </Alert>
      )}
      {failure && <input type="hidden" name="idempotencyKey" value={failure.idempotencyKey} />}
      <SponsorFields monthlySupport={child.monthlySupport} bind={bind} />
      <p className="text-sm text-slate-600">{j('child.phoneHint')}</p>
      <PaymentMethodFields
        method="every"
        names={sponsorshipFieldNames}
        labels={paymentLabels(t, 'every')}
        values={{ phone: kept?.momoNumber }}
        legends={{ card: j('child.cardGroup'), phone: j('child.phoneGroup') }}
        capped
      />
      <p className="text-sm text-slate-600">{d('secure')}</p>
      <button
        type="submit"
        className="min-h-11 w-full rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 sm:w-auto"
      >
        {d('submit')}
      </button>
      <PrivacyLink />
    </form>
  );
}
