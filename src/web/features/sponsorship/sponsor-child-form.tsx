import { formatRwfNumber } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { TextField, SelectField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { useFieldError, useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';
import type { SponsorChildActionData } from './sponsor-child-action.server';
import { amountOptions, defaultSponsorshipForm } from './sponsorship-form';
import { PrivacyLink } from '~/web/components/privacy-link';

type Failure = Exclude<SponsorChildActionData, { outcome: 'paid' }>;

const groupClass = 'grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2';

/**
 * SPEC's sponsorship dialog as a plain form on the child's own page: the same fields
 * and defaults, posted to the page's action without JavaScript (so every method's
 * fields are shown, each group named; only the chosen method's details are sent on).
 */
export function SponsorChildForm({ child, failure }: { child: Child; failure: Failure | null }) {
  const { t, lang } = useT('public');
  const j = useT('journeys').t;
  const fieldError = useFieldError();
  const live = usePaymentsLive();
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
        options={[
          { value: 'monthly', label: d('monthly') },
          { value: 'onetime', label: d('onetime') },
        ]}
      />
      <PlainRadios
        legend={d('method')}
        name="paymentMethod"
        defaultValue={kept?.paymentMethod ?? defaultSponsorshipForm.paymentMethod}
        options={[
          { value: 'card', label: d('card') },
          { value: 'momo', label: d('momo') },
          { value: 'airtime', label: d('airtime') },
        ]}
      />
      <p className="text-sm text-slate-600">{j('child.phoneHint')}</p>
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{j('child.cardGroup')}</legend>
        {live ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
            {t('content:payment.cardLive')}
          </p>
        ) : (
          <>
            <TextField
              className="sm:col-span-2"
              label={d('cardNumber')}
              name="cardNumber"
              maxLength={19}
              inputMode="numeric"
              autoComplete="cc-number"
            />
            <TextField
              label={d('cardExpiry')}
              name="cardExpiry"
              maxLength={5}
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
            />
            <TextField label={d('cardCvv')} name="cardCvv" maxLength={4} inputMode="numeric" autoComplete="cc-csc" />
            <TextField className="sm:col-span-2" label={d('cardName')} name="cardName" autoComplete="cc-name" />
          </>
        )}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{j('child.phoneGroup')}</legend>
        <TextField
          label={d('momoNumber')}
          name="momoNumber"
          type="tel"
          autoComplete="tel"
          defaultValue={kept?.momoNumber}
        />
        {live ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('content:payment.phoneLive')}</p>
        ) : (
          <TextField label={d('pin')} name="pin" type="password" maxLength={4} inputMode="numeric" autoComplete="off" />
        )}
      </fieldset>
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
