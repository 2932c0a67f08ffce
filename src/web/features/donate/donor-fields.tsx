import { TextField } from '~/web/components/field';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { useFieldError, useT } from '~/web/i18n';
import type { DonationErrors, DonationValues } from './donation-values';
import { fieldId } from './use-donation';

type DonorField = 'firstName' | 'lastName' | 'email' | 'phone';

export function DonorFields({
  values,
  errors,
  onChange,
}: {
  values: DonationValues;
  errors: DonationErrors;
  onChange: <K extends DonorField | 'anonymous' | 'smsReceipts'>(field: K, value: DonationValues[K]) => void;
}) {
  const { t } = useT('content');
  const fieldError = useFieldError();
  const text = (field: DonorField, label: string, extra: Record<string, string> = {}) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      error={fieldError(errors[field])}
      {...extra}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('donate.details.legend')}</legend>
      {text('firstName', t('donate.details.firstName'), { autoComplete: 'given-name' })}
      {text('lastName', t('donate.details.lastName'), { autoComplete: 'family-name' })}
      {text('email', t('donate.details.email'), { type: 'email', autoComplete: 'email' })}
      {text('phone', values.paymentMethod === 'card' ? t('donate.details.phoneOptional') : t('donate.details.phone'), {
        type: 'tel',
        autoComplete: 'tel',
      })}
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name="anonymous"
          checked={values.anonymous}
          onChange={(e) => onChange('anonymous', e.target.checked)}
          className="h-5 w-5 accent-brand-700"
        />
        <span>{t('donate.details.anonymous')}</span>
      </label>
      <SmsReceiptsCheckbox
        className="sm:col-span-2"
        checked={values.smsReceipts}
        onChange={(on) => onChange('smsReceipts', on)}
      />
    </fieldset>
  );
}
