import { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_PATTERN, PIN_PATTERN } from '~/shared/card-rules';
import type { CheckoutDetails, CheckoutErrors, CheckoutMethod } from './checkout-fields';

export type { CheckoutErrors };

/** The order the fields are shown in, to focus the first one in error. */
export const CHECKOUT_FIELD_ORDER: (keyof CheckoutDetails)[] = [
  'cardNumber',
  'cardExpiry',
  'cardCvv',
  'cardName',
  'phone',
  'pin',
];

/**
 * The checkout's fields checked in the browser before the 3-second wait, with the
 * server's own rules and messages (`validation:` keys): a mistake is shown at once,
 * not after the wait. Live: the card is typed on the partner's page and the PIN on
 * the phone, so only the phone number is asked here.
 */
export function checkoutErrors(method: CheckoutMethod, d: CheckoutDetails, live: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (method === 'card') {
    if (live) return errors;
    if (!CARD_NUMBER_PATTERN.test(d.cardNumber.replace(/\s/g, '')))
      errors.cardNumber = 'validation:donation.cardNumber';
    if (!CARD_EXPIRY_PATTERN.test(d.cardExpiry)) errors.cardExpiry = 'validation:donation.cardExpiry';
    if (!CARD_CVC_PATTERN.test(d.cardCvv)) errors.cardCvv = 'validation:donation.cardCvc';
    if (!d.cardName.trim()) errors.cardName = 'validation:donation.cardName';
    return errors;
  }
  if (!d.phone.trim()) errors.phone = 'validation:donation.phone';
  if (!live && !PIN_PATTERN.test(d.pin)) errors.pin = 'validation:donation.pin';
  return errors;
}
