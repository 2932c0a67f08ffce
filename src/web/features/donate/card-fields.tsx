import { TextField } from '~/web/components/field';
import { useFieldError, useT } from '~/web/i18n';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import type { DonationErrors, DonationValues } from './donation-values';
import { fieldId } from './use-donation';

type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName';

/**
 * Card number grouped and capped at 16 digits, expiry with its slash, CVC capped at 4.
 * The masks cap the length (no maxLength: it would cut a pasted "4242-4242-..." short).
 */
export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: DonationValues;
  errors: DonationErrors;
  onChange: (field: CardField, value: string) => void;
}) {
  const { t } = useT('content');
  const fieldError = useFieldError();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('donate.card.legend')}</legend>
      <TextField
        id={fieldId('cardNumber')}
        name="cardNumber"
        className="sm:col-span-2"
        label={t('donate.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={values.cardNumber}
        onChange={(e) => onChange('cardNumber', formatCardNumber(e.target.value))}
        error={fieldError(errors.cardNumber)}
      />
      <TextField
        id={fieldId('cardExpiry')}
        name="cardExpiry"
        label={t('donate.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={values.cardExpiry}
        onChange={(e) => onChange('cardExpiry', formatExpiry(e.target.value, values.cardExpiry))}
        error={fieldError(errors.cardExpiry)}
      />
      <TextField
        id={fieldId('cardCvc')}
        name="cardCvc"
        label={t('donate.card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        value={values.cardCvc}
        onChange={(e) => onChange('cardCvc', formatCvc(e.target.value))}
        error={fieldError(errors.cardCvc)}
      />
      <TextField
        id={fieldId('cardName')}
        name="cardName"
        className="sm:col-span-2"
        label={t('donate.card.name')}
        autoComplete="cc-name"
        value={values.cardName}
        onChange={(e) => onChange('cardName', e.target.value)}
        error={fieldError(errors.cardName)}
      />
    </fieldset>
  );
}
