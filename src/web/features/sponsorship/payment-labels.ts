import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import type { PaymentField } from '~/web/features/payment/payment-method-fields';

/** The sponsorship dialog's (and the child's page's) words for the payment fields; `t` of the `public` catalogue. */
export const paymentLabels = (
  t: (key: string) => string,
  method: PaymentMethod | 'every',
): Record<PaymentField, string> => ({
  cardNumber: t('sponsorship.dialog.cardNumber'),
  cardExpiry: t('sponsorship.dialog.cardExpiry'),
  cardCvc: t('sponsorship.dialog.cardCvv'),
  cardName: t('sponsorship.dialog.cardName'),
  phone: t(method === 'airtime' ? 'sponsorship.dialog.airtimeNumber' : 'sponsorship.dialog.momoNumber'),
  pin: t('sponsorship.dialog.pin'),
});
