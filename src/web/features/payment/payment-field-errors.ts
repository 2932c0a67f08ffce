import { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_PATTERN, PIN_PATTERN } from '~/shared/card-rules';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import type { PaymentField, PaymentFieldValues } from './payment-method-fields';

/**
 * The payment fields checked in the browser with the server's own rules and messages
 * (`validation:` keys), so a mistake shows before a simulated wait, not after it. Live:
 * the card is typed on the partner's page and the PIN on the phone, so only the phone
 * number is asked here.
 */
export function paymentFieldErrors(
  method: PaymentMethod,
  d: PaymentFieldValues,
  live: boolean,
): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  if (method === 'card') {
    if (live) return errors;
    if (!CARD_NUMBER_PATTERN.test(d.cardNumber.replace(/\s/g, '')))
      errors.cardNumber = 'validation:donation.cardNumber';
    if (!CARD_EXPIRY_PATTERN.test(d.cardExpiry)) errors.cardExpiry = 'validation:donation.cardExpiry';
    if (!CARD_CVC_PATTERN.test(d.cardCvc)) errors.cardCvc = 'validation:donation.cardCvc';
    if (!d.cardName.trim()) errors.cardName = 'validation:donation.cardName';
    return errors;
  }
  if (!d.phone.trim()) errors.phone = 'validation:donation.phone';
  if (!live && !PIN_PATTERN.test(d.pin)) errors.pin = 'validation:donation.pin';
  return errors;
}

/** The order the fields are shown in, to focus the first one in error. */
export const PAYMENT_FIELD_ORDER: PaymentField[] = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName', 'phone', 'pin'];
