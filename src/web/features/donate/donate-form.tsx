import { type FormEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { formatRwfNumber } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { CtaLink } from '~/web/components/cta-link';
import { TextField } from '~/web/components/field';
import { useRevealOutcome } from '~/web/components/reveal';
import { useHydrated } from '~/web/components/use-hydrated';
import { useFieldError, useT } from '~/web/i18n';
import { ChoiceGroup } from './choice-group';
import { paymentFrequencies, startMethod } from '~/shared/schemas/payment-methods';
import { PRESET_AMOUNTS, hasAmount } from './donation-values';
import { DonorFields } from './donor-fields';
import { ErrorSummary } from './error-summary';
import { PaymentMethodFields } from '~/web/features/payment/payment-method-fields';
import { PendingPayment } from '~/web/features/payment-status/pending-payment';
import { useOfferedMethods, usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { PinDialog } from './pin-dialog';
import { type DonateActionData, donationLimit, fieldId, loadDonationSchema, useDonation } from './use-donation';
import { PrivacyLink } from '~/web/components/privacy-link';

export interface DonateFormProps {
  target: string;
  childId: string | undefined;
  initial?: DonateActionData;
}

export function DonateForm({ target, childId, initial }: DonateFormProps) {
  const { t, lang } = useT('content');
  const fieldError = useFieldError();
  const live = usePaymentsLive();
  const offered = useOfferedMethods();
  const d = useDonation({ childId, initial, live, start: startMethod(offered) });
  const { values, errors } = d;
  const hydrated = useHydrated();
  const outcomeRef = useRef<HTMLDivElement>(null);
  useRevealOutcome(outcomeRef, d.outcome);
  // A plain post comes back scrolled to its outcome (the page's address keeps ?child=).
  const { search } = useLocation();
  const noAmount = hydrated && !hasAmount(values);

  const methods = offered.map((value) => ({ value, label: t(`donate.method.${value}`) }));
  const amountText = Number.isFinite(d.amount) ? formatRwfNumber(d.amount, lang) : '';
  const amountError =
    errors.amount && fieldError(errors.amount, { max: formatRwfNumber(donationLimit(initial?.amountLimit), lang) });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void d.submit();
  }

  const outcome = d.outcome;
  const outcomeAlert = outcome && (
    <div ref={outcomeRef} id="donation-outcome" tabIndex={-1} className="scroll-mt-24 scroll-mb-4 outline-none">
      {outcome.kind === 'pending' ? (
        <PendingPayment paymentId={outcome.paymentId} phone={outcome.phone} onRetry={d.dismissOutcome} />
      ) : outcome.kind === 'success' ? (
        <Alert tone="success" title={t('donate.success', { amount: formatRwfNumber(outcome.amount, lang), target })}>
          {outcome.reference && (
            <p data-testid="donation-reference">{t('donate.successReference', { reference: outcome.reference })}</p>
          )}
          {outcome.email && <p>{t('donate.successReceipt', { email: outcome.email })}</p>}
          <div className="mt-3">
            <CtaLink to="/what_we_do" variant="outline">
              {t('donate.successNext')}
            </CtaLink>
          </div>
        </Alert>
      ) : (
        <Alert tone="error" title={t('donate.refusedTitle')}>
          {outcome.kind === 'network' ? t('donate.networkError') : outcome.message || t('donate.refusedFallback')}
        </Alert>
      )}
    </div>
  );

  return (
    <>
      <form
        method="post"
        action={`/donate${search}#donation-outcome`}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={() => void loadDonationSchema()}
        className="space-y-8"
        aria-labelledby="donate-form-title"
      >
        {(outcome?.kind === 'success' || outcome?.kind === 'pending') && outcomeAlert}
        {/* Fields refused by a plain post's answer (not yet changed in the browser): listed where the page opens. */}
        {!outcome && errors === initial?.errors && Object.values(errors).some(Boolean) && (
          <ErrorSummary
            errors={errors}
            message={(f) => (f === 'amount' ? amountError : fieldError(errors[f as keyof typeof errors])) ?? ''}
          />
        )}
        {childId && <input type="hidden" name="childId" value={childId} />}
        {initial?.idempotencyKey && <input type="hidden" name="idempotencyKey" value={initial.idempotencyKey} />}

        <ChoiceGroup
          legend={t('donate.amount.legend')}
          name="preset"
          options={PRESET_AMOUNTS.map((a) => ({
            value: a,
            label: t('donate.amount.preset', { amount: formatRwfNumber(a, lang) }),
          }))}
          value={values.customAmount.trim() ? null : values.preset}
          onChange={d.choosePreset}
          describedBy={amountError ? `${fieldId('amount')}-error` : undefined}
        >
          <TextField
            id={fieldId('amount')}
            name="customAmount"
            className="mt-4"
            label={t('donate.amount.custom')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('donate.amount.customPlaceholder')}
            value={values.customAmount}
            onChange={(e) => d.setField('customAmount', e.target.value)}
            error={amountError}
          />
        </ChoiceGroup>

        <ChoiceGroup
          legend={t('donate.type.legend')}
          name="donationType"
          columns="grid-cols-2"
          options={paymentFrequencies.map((v) => ({ value: v, label: t(`donate.type.${v}`) }))}
          value={values.donationType}
          onChange={(v) => d.setField('donationType', v)}
        />

        <ChoiceGroup
          legend={t('donate.method.legend')}
          name="paymentMethod"
          columns="grid-cols-3"
          options={methods}
          value={values.paymentMethod}
          onChange={(v) => d.setField('paymentMethod', v)}
        >
          {values.paymentMethod !== 'card' && (
            <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {values.paymentMethod === 'momo' ? t('donate.method.momoNote') : t('donate.method.airtimeNote')}
            </p>
          )}
        </ChoiceGroup>

        <DonorFields values={values} errors={errors} onChange={d.setField} />

        <PaymentMethodFields
          method={values.paymentMethod}
          idPrefix="donate"
          legends={{ card: t('donate.card.legend') }}
          labels={{ pin: t('donate.noscriptPin') }}
          values={values}
          onChange={(f, v) => f !== 'pin' && d.setField(f, v)}
          errors={errors}
          phone={false}
          pin="noscript"
        />

        {outcome && outcome.kind !== 'success' && outcome.kind !== 'pending' && outcomeAlert}

        <div>
          <button
            type="submit"
            disabled={noAmount || (hydrated && d.processing)}
            aria-describedby={noAmount ? 'donate-no-amount' : undefined}
            className="min-h-12 w-full rounded-lg bg-accent-500 px-6 text-lg font-bold text-slate-900 hover:bg-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {d.processing
              ? t('donate.processing')
              : amountText && d.amount > 0
                ? t('donate.submit', { amount: amountText })
                : t('donate.submitNoAmount')}
          </button>
          {noAmount && (
            <p
              id="donate-no-amount"
              className="mt-2 text-center font-semibold text-amber-900"
              data-testid="donate-no-amount"
            >
              {t('donate.noAmount')}
            </p>
          )}
          <p className="mt-2 text-center text-sm text-slate-600">{t('donate.secure')}</p>
          <PrivacyLink className="mt-1 text-center text-sm text-slate-700" />
        </div>
      </form>

      <PinDialog
        open={d.pin.open}
        pin={d.pin.value}
        onPin={d.pin.set}
        onClose={d.pin.close}
        onConfirm={() => void d.pin.confirm()}
        processing={d.processing}
        amountText={amountText}
        methodText={methods.find((m) => m.value === values.paymentMethod)?.label ?? ''}
      />
    </>
  );
}
