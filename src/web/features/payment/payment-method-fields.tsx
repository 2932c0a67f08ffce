import type { ReactNode } from 'react';
import type { InstrumentField } from '~/shared/schemas/payment-instrument';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import { usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { useFieldError, useT } from '~/web/i18n';
import { formatCardNumber, formatCvc, formatExpiry, formatPin } from './card-format';
import { TextField } from '~/web/components/field';

export type PaymentField = InstrumentField;
export type PaymentFieldValues = Record<PaymentField, string>;

export const emptyPaymentFields: PaymentFieldValues = {
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardName: '',
  phone: '',
  pin: '',
};

/** Each typed value masked (docs/product.md#validation): card number grouped by four, expiry with its slash, CVC and PIN digits. */
const masks: Partial<Record<PaymentField, (value: string, previous: string) => string>> = {
  cardNumber: formatCardNumber,
  cardExpiry: formatExpiry,
  cardCvc: formatCvc,
  pin: formatPin,
};

/** docs/product.md's dialog lengths: card 19 (with spaces), expiry 5, CVV 4, PIN 4. */
const caps: Partial<Record<PaymentField, number>> = { cardNumber: 19, cardExpiry: 5, cardCvc: 4, pin: 4 };

const inputs: Record<PaymentField, Record<string, string>> = {
  cardNumber: { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 5678 9012 3456' },
  cardExpiry: { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cardCvc: { inputMode: 'numeric', autoComplete: 'cc-csc' },
  cardName: { autoComplete: 'cc-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  pin: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
};

const wide = 'sm:col-span-2';
const boxClass = 'grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2';

export interface PaymentMethodFieldsProps {
  /**
   * The chosen method's fields; 'every': each method's group, for a plain form whose
   * action reads the chosen one (without JavaScript nothing shows one at a time).
   */
  method: PaymentMethod | 'every';
  /** Each field's name in the form's body, where docs/product.md's body differs (the sponsorship's `cardCvv`, `momoNumber`). */
  names?: Partial<Record<PaymentField, string>>;
  /** Already translated labels, where the form words them its own way (default: `content:payment.field.*`). */
  labels?: Partial<Record<PaymentField, string>>;
  /** Ids are `<idPrefix>-<name>` (a form's error summary links to them); without, generated. */
  idPrefix?: string;
  /** Controlled: the values, masked as typed. Without `onChange` the fields are plain (`values` as defaults). */
  values?: Partial<PaymentFieldValues>;
  onChange?: (field: PaymentField, value: string) => void;
  /** A message key (`validation:...`) per field in error. */
  errors?: Partial<Record<PaymentField, string | undefined>>;
  /** Required by the browser (the sponsorship dialog: docs/product.md's only check). */
  required?: boolean;
  /** docs/product.md's dialog lengths as maxLength (the donate form's masks cap instead, so a pasted "4242-4242-…" fits). */
  capped?: boolean;
  disabled?: boolean;
  /** The phone field: false where the form asks for it elsewhere (the donate form's donor fields). */
  phone?: boolean;
  /** The PIN: a field, only without JavaScript (`noscript`: a dialog asks for it otherwise), or not at all. */
  pin?: 'field' | 'noscript' | false;
  /** Legends of the card's and the phone's groups (a fieldset each); 'every' needs them. */
  legends?: { card?: string; phone?: string };
  /** Shown first in the phone's group (a provider or a network, a total in francs). */
  phoneStart?: ReactNode;
  /** Shown after the phone (the SMS receipts consent). */
  phoneEnd?: ReactNode;
}

/**
 * The payment kit's fields: what a payer types for a method (card, MTN MoMo, airtime),
 * the same masks, lengths and autocomplete on every payment form (donate, the
 * sponsorship dialog and page, the gift checkout dialog and page). In live mode the card
 * is typed on the partner's page and the PIN on the phone: a note says so instead.
 */
export function PaymentMethodFields(props: PaymentMethodFieldsProps) {
  const { method, legends = {}, phone = true, pin = 'field' } = props;
  const { t } = useT('content');
  const fieldError = useFieldError();
  const live = usePaymentsLive();
  const every = method === 'every';

  const field = (f: PaymentField, className?: string) => {
    const name = props.names?.[f] ?? f;
    const value = props.values?.[f] ?? '';
    const onChange = props.onChange;
    return (
      <TextField
        key={f}
        {...(props.idPrefix ? { id: `${props.idPrefix}-${name}` } : {})}
        name={name}
        className={className}
        label={props.labels?.[f] ?? t(`payment.field.${f}`)}
        {...inputs[f]}
        required={props.required}
        maxLength={props.capped ? caps[f] : undefined}
        disabled={props.disabled}
        {...(onChange
          ? { value, onChange: (e) => onChange(f, masks[f]?.(e.target.value, value) ?? e.target.value) }
          : { defaultValue: props.values?.[f] })}
        error={fieldError(props.errors?.[f])}
      />
    );
  };
  const note = (key: 'cardLive' | 'phoneLive') => (
    <p className={`rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ${wide}`} data-testid="payment-live-note">
      {t(`payment.${key}`)}
    </p>
  );
  // With every group shown, app.css hides those of the methods not chosen in the form (CSS
  // alone, so the same with, before and without JavaScript).
  const group = (kind: 'card' | 'phone', legend: string | undefined, children: ReactNode) =>
    legend ? (
      <fieldset className={every ? boxClass : 'grid gap-4 sm:grid-cols-2'} data-method-group={every ? kind : undefined}>
        <legend className={every ? 'px-1 font-semibold text-slate-900' : 'mb-2 text-base font-semibold text-slate-900'}>
          {legend}
        </legend>
        {children}
      </fieldset>
    ) : (
      <div className="grid gap-4 sm:grid-cols-2" data-method-group={every ? kind : undefined}>
        {children}
      </div>
    );

  const card =
    (every || method === 'card') &&
    group(
      'card',
      legends.card,
      live ? (
        note('cardLive')
      ) : (
        <>
          {field('cardNumber', wide)}
          {field('cardExpiry')}
          {field('cardCvc')}
          {field('cardName', wide)}
        </>
      ),
    );
  const pinField = live ? note('phoneLive') : field('pin');
  const phoneGroup =
    (every || method !== 'card') &&
    (phone || pin === 'field' || live) &&
    group(
      'phone',
      legends.phone,
      <>
        {props.phoneStart}
        {phone && field('phone')}
        {props.phoneEnd}
        {pin === 'field' ? pinField : live && note('phoneLive')}
      </>,
    );
  return (
    <>
      {card}
      {phoneGroup}
      {pin === 'noscript' && !live && <noscript>{field('pin')}</noscript>}
    </>
  );
}
