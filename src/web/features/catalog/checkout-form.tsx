import { usdToRwf } from '~/shared/exchange';
import { formatRwfNumber, formatUsd } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { SelectField, TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { usePaymentsLive, useRwfPerUsd } from '~/web/features/payment-status/use-payments-live';
import { useFieldError, useT } from '~/web/i18n';
import type { CheckoutActionData } from './checkout-action.server';
import { PrivacyLink } from '~/web/components/privacy-link';

type Failure = Exclude<CheckoutActionData, { outcome: 'paid' }>;

const groupClass = 'grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2';

/**
 * SPEC's checkout dialog as a plain form (issue 30): the buyer, the method, and every
 * method's fields in named groups (no JavaScript to show one at a time); the page's
 * action sends only the chosen method's details, as the dialog does.
 */
export function CheckoutForm({
  total,
  failure,
  idempotencyKey,
}: {
  total: number;
  failure: Failure | null;
  idempotencyKey: string;
}) {
  const { t, lang } = useT('content');
  const j = useT('journeys').t;
  const fieldError = useFieldError();
  const live = usePaymentsLive();
  const rwfPerUsd = useRwfPerUsd();
  const k = (key: string, vars?: Record<string, string>) => t(`catalog.checkout.${key}`, vars ?? {});
  const kept = failure?.values;
  const errors = failure?.errors ?? {};
  const field = (
    name: 'cardNumber' | 'cardExpiry' | 'cardCvv' | 'cardName' | 'phone' | 'pin' | 'buyerName' | 'buyerEmail',
  ) => ({
    id: `checkout-${name}`,
    name,
    error: fieldError(errors[name]),
  });
  const note = (key: string) => (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">{t(key)}</p>
  );
  return (
    <form method="post" action="/cart/checkout#checkout" noValidate className="space-y-5">
      {failure && (
        <Alert tone="error" title={k('refusedTitle')}>
          {failure.outcome === 'invalid'
            ? j('child.checkFields')
            : failure.outcome === 'network'
              ? k('networkError')
              : failure.message || k('refusedFallback')}
        </Alert>
      )}
      <input type="hidden" name="idempotencyKey" value={failure?.idempotencyKey ?? idempotencyKey} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm text-slate-600">{k('buyerHint')}</legend>
        <TextField
          {...field('buyerName')}
          label={k('buyerName')}
          autoComplete="name"
          required
          defaultValue={kept?.buyerName}
        />
        <TextField
          {...field('buyerEmail')}
          label={k('buyerEmail')}
          type="email"
          autoComplete="email"
          required
          defaultValue={kept?.buyerEmail}
        />
      </fieldset>
      <PlainRadios
        legend={k('chooseMethod')}
        name="method"
        defaultValue={kept?.method ?? 'card'}
        options={(['card', 'mobile', 'airtime'] as const).map((m) => ({ value: m, label: k(m), text: k(`${m}Text`) }))}
      />
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{j('cart.cardGroup')}</legend>
        {live ? (
          note('payment.cardLive')
        ) : (
          <>
            <TextField
              {...field('cardNumber')}
              className="sm:col-span-2"
              label={k('cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              placeholder="1234 5678 9012 3456"
            />
            <TextField
              {...field('cardExpiry')}
              label={k('cardExpiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              placeholder="MM/YY"
            />
            <TextField
              {...field('cardCvv')}
              label={k('cardCvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
            <TextField {...field('cardName')} className="sm:col-span-2" label={k('cardName')} autoComplete="cc-name" />
          </>
        )}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{j('cart.phoneGroup')}</legend>
        {rwfPerUsd && (
          <p className="text-slate-700 sm:col-span-2" data-testid="checkout-rwf">
            {k('totalRwf', {
              amount: formatRwfNumber(usdToRwf(total, rwfPerUsd), lang),
              rate: formatRwfNumber(rwfPerUsd, lang),
            })}
          </p>
        )}
        <SelectField
          id="checkout-provider"
          name="provider"
          label={k('provider')}
          defaultValue={kept?.provider ?? 'mtn'}
        >
          {(['mtn', 'airtel', 'tigo'] as const).map((p) => (
            <option key={p} value={p}>
              {k(p)}
            </option>
          ))}
        </SelectField>
        <SelectField id="checkout-network" name="network" label={k('network')} defaultValue={kept?.network ?? 'mtn'}>
          {(['mtn', 'airtel'] as const).map((n) => (
            <option key={n} value={n}>
              {k(n)}
            </option>
          ))}
        </SelectField>
        <TextField {...field('phone')} label={k('phone')} type="tel" autoComplete="tel" defaultValue={kept?.phone} />
        <SmsReceiptsCheckbox checked={kept?.smsReceipts} />
        {live ? (
          note('payment.phoneLive')
        ) : (
          <TextField
            {...field('pin')}
            label={k('pin')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
        )}
      </fieldset>
      <button
        type="submit"
        className="min-h-12 w-full rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
      >
        {k('pay', { total: formatUsd(total, lang) })}
      </button>
      <PrivacyLink />
    </form>
  );
}
