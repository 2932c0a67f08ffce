import { SelectField, TextField } from '~/web/components/field';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { formatCardNumber, formatCvc, formatExpiry, formatPin } from '~/web/features/donate/card-format';
import { usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { orderInputSchema } from '~/shared/schemas/order';
import { fieldErrorsOf } from '~/web/components/form-errors';
import { useFieldError, useT } from '~/web/i18n';

export type CheckoutMethod = 'card' | 'mobile' | 'airtime';

export interface CheckoutDetails {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardName: string;
  provider: 'mtn' | 'airtel' | 'tigo';
  network: 'mtn' | 'airtel';
  phone: string;
  pin: string;
  buyerName: string;
  buyerEmail: string;
  /** "Send my receipts by SMS" (mobile money and airtime): a consent the server records. */
  smsReceipts: boolean;
}

type TextKey = Exclude<keyof CheckoutDetails, 'smsReceipts'>;

/** A message key (`validation:...`) per field in error. */
export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

export const emptyDetails: CheckoutDetails = {
  cardNumber: '',
  cardExpiry: '',
  cardCvv: '',
  cardName: '',
  provider: 'mtn',
  network: 'mtn',
  phone: '',
  pin: '',
  buyerName: '',
  buyerEmail: '',
  smsReceipts: false,
};

const buyerSchema = orderInputSchema.pick({ buyerName: true, buyerEmail: true });

/** The buyer's name and e-mail (required: the receipt goes there), checked with the API's own rules. */
export function buyerErrors(d: CheckoutDetails): Partial<Record<'buyerName' | 'buyerEmail', string>> {
  const parsed = buyerSchema.safeParse({ buyerName: d.buyerName, buyerEmail: d.buyerEmail });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

/** Who buys: asked for every method, before the payment's own fields. */
export function BuyerFields({
  details,
  errors,
  onChange,
  disabled,
}: {
  details: CheckoutDetails;
  errors: Partial<Record<'buyerName' | 'buyerEmail', string>>;
  onChange: (field: 'buyerName' | 'buyerEmail', value: string) => void;
  disabled: boolean;
}) {
  const { t } = useT('content');
  const fieldError = useFieldError();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm text-slate-600">{t('catalog.checkout.buyerHint')}</legend>
      {(['buyerName', 'buyerEmail'] as const).map((field) => (
        <TextField
          key={field}
          id={`checkout-${field}`}
          name={field}
          label={t(`catalog.checkout.${field}`)}
          type={field === 'buyerEmail' ? 'email' : 'text'}
          autoComplete={field === 'buyerEmail' ? 'email' : 'name'}
          required
          value={details[field]}
          onChange={(e) => onChange(field, e.target.value)}
          disabled={disabled}
          error={fieldError(errors[field])}
        />
      ))}
    </fieldset>
  );
}

/** The body's paymentDetails for the chosen method only; `live`: no card data and no PIN (typed elsewhere). */
export function paymentDetails(method: CheckoutMethod, d: CheckoutDetails, live = false) {
  if (live && method === 'card') return {};
  if (live)
    return method === 'mobile' ? { provider: d.provider, phone: d.phone } : { network: d.network, phone: d.phone };
  if (method === 'card')
    return {
      cardNumber: d.cardNumber.replace(/\s/g, ''),
      cardExpiry: d.cardExpiry,
      cardCvv: d.cardCvv,
      cardName: d.cardName,
    };
  if (method === 'mobile') return { provider: d.provider, phone: d.phone, pin: d.pin };
  return { network: d.network, phone: d.phone, pin: d.pin };
}

/**
 * POST /api/orders's body: the cart's gift ids (the server prices them) and the
 * chosen method's details. What the buyer is asked for besides goes here too.
 */
export function orderBody(items: string[], method: CheckoutMethod, details: CheckoutDetails, live: boolean) {
  return {
    items,
    paymentMethod: method,
    buyerName: details.buyerName.trim(),
    buyerEmail: details.buyerEmail.trim(),
    paymentDetails: paymentDetails(method, details, live),
    ...(method !== 'card' && details.smsReceipts ? { smsReceipts: true } : {}),
  };
}

/** Each typed value as the donate form masks it: card number grouped by four, expiry with its slash. */
const masks: Partial<Record<TextKey, (value: string, previous: string) => string>> = {
  cardNumber: formatCardNumber,
  cardExpiry: formatExpiry,
  cardCvv: formatCvc,
  pin: formatPin,
};

/**
 * The chosen method's fields, masked like the donate form's (card number grouped by
 * four, expiry with its slash; SPEC's lengths: card 19, expiry 5, CVV 4, PIN 4), each
 * with its error.
 */
export function CheckoutFields({
  method,
  details,
  errors,
  onChange,
  disabled,
}: {
  method: CheckoutMethod;
  details: CheckoutDetails;
  errors: CheckoutErrors;
  onChange: <K extends keyof CheckoutDetails>(field: K, value: CheckoutDetails[K]) => void;
  disabled: boolean;
}) {
  const { t } = useT('content');
  const fieldError = useFieldError();
  const k = (key: string) => t(`catalog.checkout.${key}`);
  const live = usePaymentsLive();
  const note = (key: string) => <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t(key)}</p>;
  const text = (field: TextKey, label: string, extra: Record<string, string | number> = {}) => (
    <TextField
      id={`checkout-${field}`}
      label={label}
      value={details[field]}
      onChange={(e) => onChange(field, masks[field]?.(e.target.value, details[field]) ?? e.target.value)}
      disabled={disabled}
      error={fieldError(errors[field])}
      {...extra}
    />
  );
  if (live && method === 'card') return note('payment.cardLive');
  if (method === 'card')
    return (
      <div className="grid grid-cols-2 gap-4">
        {text('cardNumber', k('cardNumber'), {
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          maxLength: 19,
          placeholder: '1234 5678 9012 3456',
          className: 'col-span-2',
        })}
        {text('cardExpiry', k('cardExpiry'), {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          maxLength: 5,
          placeholder: 'MM/YY',
        })}
        {text('cardCvv', k('cardCvv'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
        {text('cardName', k('cardName'), { autoComplete: 'cc-name', className: 'col-span-2' })}
      </div>
    );
  const pin = text('pin', k('pin'), { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 4 });
  const phone = text('phone', k('phone'), { type: 'tel', autoComplete: 'tel' });
  return (
    <div className="grid gap-4">
      {method === 'mobile' ? (
        <SelectField
          id="checkout-provider"
          label={k('provider')}
          value={details.provider}
          onChange={(e) => onChange('provider', e.target.value as CheckoutDetails['provider'])}
          disabled={disabled}
        >
          {(['mtn', 'airtel', 'tigo'] as const).map((p) => (
            <option key={p} value={p}>
              {k(p)}
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField
          id="checkout-network"
          label={k('network')}
          value={details.network}
          onChange={(e) => onChange('network', e.target.value as CheckoutDetails['network'])}
          disabled={disabled}
        >
          {(['mtn', 'airtel'] as const).map((n) => (
            <option key={n} value={n}>
              {k(n)}
            </option>
          ))}
        </SelectField>
      )}
      {phone}
      {live ? note('payment.phoneLive') : pin}
      <SmsReceiptsCheckbox checked={details.smsReceipts} onChange={(on) => onChange('smsReceipts', on)} />
    </div>
  );
}
