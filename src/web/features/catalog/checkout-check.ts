import { methodOfOrder } from '~/shared/schemas/payment-methods';
import { PAYMENT_FIELD_ORDER, paymentFieldErrors } from '~/web/features/payment/payment-field-errors';
import type { CheckoutDetails, CheckoutErrors, CheckoutMethod } from './checkout-fields';

export type { CheckoutErrors };

/** The order the fields are shown in, to focus the first one in error. */
export const CHECKOUT_FIELD_ORDER: (keyof CheckoutDetails)[] = PAYMENT_FIELD_ORDER;

/** The checkout's payment fields checked in the browser before the 3-second wait (the kit's check). */
export const checkoutErrors = (method: CheckoutMethod, d: CheckoutDetails, live: boolean): CheckoutErrors =>
  paymentFieldErrors(methodOfOrder(method), d, live);
