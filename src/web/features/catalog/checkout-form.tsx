import { usdToRwf } from '~/shared/exchange';
import { formatRwfNumber, formatUsd } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { orderMethodOf } from '~/shared/schemas/payment-methods';
import { useOfferedMethods } from '~/web/features/payment-status/use-payments-live';
import { PaymentMethodFields } from '~/web/features/payment/payment-method-fields';
import { useRwfPerUsd } from '~/web/features/payment-status/use-payments-live';
import { useFieldError, useT } from '~/web/i18n';
import type { CheckoutActionData } from './checkout-action.server';
import { NetworkSelect, checkoutFieldNames, checkoutLabels } from './checkout-fields';
import { PrivacyLink } from '~/web/components/privacy-link';

type Failure = Exclude<CheckoutActionData, { outcome: 'paid' }>;

/**
 * docs/product.md's checkout dialog as a plain form: the buyer, the method, and every
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
  const rwfPerUsd = useRwfPerUsd();
  const k = (key: string, vars?: Record<string, string>) => t(`catalog.checkout.${key}`, vars ?? {});
  const kept = failure?.values;
  const errors = failure?.errors ?? {};
  const field = (name: 'buyerName' | 'buyerEmail') => ({
    id: `checkout-${name}`,
    name,
    error: fieldError(errors[name]),
  });
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
        options={useOfferedMethods()
          .map(orderMethodOf)
          .map((m) => ({ value: m, label: k(m), text: k(`${m}Text`) }))}
      />
      <PaymentMethodFields
        method="every"
        idPrefix="checkout"
        names={checkoutFieldNames}
        labels={checkoutLabels(t)}
        values={{ phone: kept?.phone }}
        errors={errors}
        legends={{ card: j('cart.cardGroup'), phone: j('cart.phoneGroup') }}
        capped
        phoneStart={
          <>
            {rwfPerUsd && (
              <p className="text-slate-700 sm:col-span-2" data-testid="checkout-rwf">
                {k('totalRwf', {
                  amount: formatRwfNumber(usdToRwf(total, rwfPerUsd), lang),
                  rate: formatRwfNumber(rwfPerUsd, lang),
                })}
              </p>
            )}
            <NetworkSelect kind="provider" value={kept?.provider ?? 'mtn'} />
            <NetworkSelect kind="network" value={kept?.network ?? 'mtn'} />
          </>
        }
        phoneEnd={<SmsReceiptsCheckbox checked={kept?.smsReceipts} />}
      />
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
