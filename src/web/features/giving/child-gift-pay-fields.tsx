import { PlainRadios } from '~/web/components/plain-radios';
import { PaymentMethodFields } from '~/web/features/payment/payment-method-fields';
import { useOfferedMethods } from '~/web/features/payment-status/use-payments-live';
import type { GivingT } from './page-t';

/**
 * How the gift is paid, as a plain form posts it (no JavaScript needed): the method,
 * then every method's fields in named groups (the payment kit's fields; only the chosen
 * method's are sent on). Live, the card is paid on the partner's page and mobile money
 * approved on the phone: the kit says so instead of asking.
 */
export function ChildGiftPayFields({ t, method, phone }: { t: GivingT; method: string; phone: string }) {
  const f = (key: string) => t(`childGifts.pay.${key}`);
  return (
    <>
      <PlainRadios
        legend={f('method')}
        name="paymentMethod"
        defaultValue={method}
        options={useOfferedMethods().map((value) => ({ value, label: t(`methods.${value}`) }))}
      />
      <PaymentMethodFields
        method="every"
        idPrefix="gift"
        values={{ phone }}
        legends={{ card: f('cardGroup'), phone: f('phoneGroup') }}
      />
    </>
  );
}
