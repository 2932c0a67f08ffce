import { SelectField, TextField } from '~/web/components/field';
import { fieldErrorsOf } from '~/web/components/form-errors';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { orderInputSchema } from '~/shared/schemas/order';
import type { airtimeNetworks } from '~/shared/schemas/payment-methods';
import {
  type MobileNetwork,
  type OrderPaymentMethod,
  methodOfOrder,
  offeredNetworks,
} from '~/shared/schemas/payment-methods';
import {
  type PaymentField,
  type PaymentFieldValues,
  PaymentMethodFields,
  emptyPaymentFields,
} from '~/web/features/payment/payment-method-fields';
import { useFieldError, useT } from '~/web/i18n';

export type CheckoutMethod = OrderPaymentMethod;

/** The kit's payment fields, the mobile provider and airtime network, and the buyer. */
export interface CheckoutDetails extends PaymentFieldValues {
  provider: MobileNetwork;
  network: (typeof airtimeNetworks)[number];
  buyerName: string;
  buyerEmail: string;
  /** "Send my receipts by SMS" (mobile money and airtime): a consent the server records. */
  smsReceipts: boolean;
}

/** A message key (`validation:...`) per field in error. */
export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

export const emptyDetails: CheckoutDetails = {
  ...emptyPaymentFields,
  provider: 'mtn',
  network: 'mtn',
  buyerName: '',
  buyerEmail: '',
  smsReceipts: false,
};

/** docs/product.md's order body names the CVC `cardCvv`: the plain form posts it so. */
export const checkoutFieldNames = { cardCvc: 'cardCvv' } as const;

/** The checkout's words for the payment fields (`t` of the `content` catalogue). */
export const checkoutLabels = (t: (key: string) => string): Record<PaymentField, string> => ({
  cardNumber: t('catalog.checkout.cardNumber'),
  cardExpiry: t('catalog.checkout.cardExpiry'),
  cardCvc: t('catalog.checkout.cardCvv'),
  cardName: t('catalog.checkout.cardName'),
  phone: t('catalog.checkout.phone'),
  pin: t('catalog.checkout.pin'),
});

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
      cardCvv: d.cardCvc,
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

/** The mobile money provider's or the airtime network's select (`name`d for a plain form's post). */
export function NetworkSelect({
  kind,
  value,
  onChange,
  disabled,
}: {
  kind: 'provider' | 'network';
  value: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useT('content');
  return (
    <SelectField
      id={`checkout-${kind}`}
      name={kind}
      label={t(`catalog.checkout.${kind}`)}
      {...(onChange ? { value, onChange: (e) => onChange(e.target.value) } : { defaultValue: value })}
      disabled={disabled}
    >
      {offeredNetworks.map((p) => (
        <option key={p} value={p}>
          {t(`catalog.checkout.${p}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** The chosen method's fields (the payment kit's, with docs/product.md's dialog lengths), each with its error. */
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
  const kind = method === 'mobile' ? 'provider' : 'network';
  return (
    <PaymentMethodFields
      method={methodOfOrder(method)}
      idPrefix="checkout"
      labels={checkoutLabels(t)}
      values={details}
      onChange={onChange}
      errors={errors}
      disabled={disabled}
      capped
      phoneStart={
        <NetworkSelect
          kind={kind}
          value={details[kind]}
          onChange={(v) => onChange(kind, v as CheckoutDetails[typeof kind])}
          disabled={disabled}
        />
      }
      phoneEnd={<SmsReceiptsCheckbox checked={details.smsReceipts} onChange={(on) => onChange('smsReceipts', on)} />}
    />
  );
}
