import { formatRwfNumber } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { TextField, SelectField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { PaymentMethodFields } from '~/web/features/payment/payment-method-fields';
import { paymentMethods } from '~/shared/schemas/payment-methods';
import { useFieldError, useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';
import type { SponsorChildActionData } from './sponsor-child-action.server';
import { paymentLabels } from './payment-labels';
import { amountOptions, defaultSponsorshipForm, frequencyChoices, sponsorshipFieldNames } from './sponsorship-form';

type Failure = Exclude<SponsorChildActionData, { outcome: 'paid' }>;

/**
 * SPEC's sponsorship dialog as a plain form on the child's own page: the same fields
 * and defaults, posted to the page's action without JavaScript (so every method's
 * fields are shown, each group named; only the chosen method's details are sent on).
 */
export function SponsorChildForm({ child, failure }: { child: Child; failure: Failure | null }) {
  const { t, lang } = useT('public');
  const j = useT('journeys').t;
  const fieldError = useFieldError();
  const d = (key: string) => t(`sponsorship.dialog.${key}`);
  const kept = failure?.values;
  const errors = failure?.errors ?? {};
  const amount = kept && Number.isFinite(kept.amount) ? kept.amount : child.monthlySupport;
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
      <TextField
        label={d('name')}
        name="sponsorName"
        required
        autoComplete="name"
        defaultValue={kept?.sponsorName}
        error={fieldError(errors.sponsorName)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={d('email')}
          name="sponsorEmail"
          type="email"
          required
          autoComplete="email"
          defaultValue={kept?.sponsorEmail}
          error={fieldError(errors.sponsorEmail)}
        />
        <TextField
          label={d('phone')}
          name="sponsorPhone"
          type="tel"
          required
          autoComplete="tel"
          defaultValue={kept?.sponsorPhone}
          error={fieldError(errors.sponsorPhone)}
        />
      </div>
      <SmsReceiptsCheckbox checked={kept?.smsReceipts} />
      <SelectField
        label={d('amount')}
        name="amount"
        required
        defaultValue={String(amount)}
        error={fieldError(errors.amount)}
      >
        {amountOptions(child.monthlySupport).map((option, i) => (
          <option key={option} value={option}>
            {t(i === 0 ? 'sponsorship.dialog.amountSuggested' : 'sponsorship.dialog.amountOption', {
              amount: formatRwfNumber(option, lang),
            })}
          </option>
        ))}
      </SelectField>
      <PlainRadios
        legend={d('frequency')}
        name="paymentFrequency"
        defaultValue={kept?.paymentFrequency ?? defaultSponsorshipForm.paymentFrequency}
        options={frequencyChoices.map((value) => ({ value, label: d(value) }))}
      />
      <PlainRadios
        legend={d('method')}
        name="paymentMethod"
        defaultValue={kept?.paymentMethod ?? defaultSponsorshipForm.paymentMethod}
        options={paymentMethods.map((value) => ({ value, label: d(value) }))}
      />
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
    </form>
  );
}
