import { data, redirect } from 'react-router';
import type { ApiClient } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { forwardPayment, keyOf } from '~/web/components/payment-action.server';
import { orderContracts } from '~/shared/contracts/orders';
import type { OrderAnswer } from '~/shared/schemas/order';
import { cartCookieHeader, readCartIds } from './cart-cookie.server';
import { checkoutErrors } from './checkout-check';
import { airtimeNetworks, mobileMoneyProviders, orderPaymentMethods } from '~/shared/schemas/payment-methods';
import {
  type CheckoutDetails,
  type CheckoutMethod,
  buyerErrors,
  checkoutFieldNames,
  emptyDetails,
  orderBody,
} from './checkout-fields';
import { readServerCart } from './server-cart.server';

/** What the checkout form shows again after a refusal: never card data or a PIN. */
export type KeptCheckout = Omit<CheckoutDetails, 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'pin'> & {
  method: CheckoutMethod;
};

export type CheckoutActionData =
  | { outcome: 'paid'; total: number; items: OrderAnswer['data']['items']; email: string; method: CheckoutMethod }
  | {
      outcome: 'invalid' | 'refused' | 'network';
      errors: Partial<Record<keyof CheckoutDetails, string>>;
      message: string;
      values: KeptCheckout;
      idempotencyKey: string;
    };

const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The checkout page's form, posted without JavaScript: the cart is the
 * server's (the cookie, priced again by the catalogue), the fields are the dialog's,
 * checked by the dialog's own rules (checkoutErrors, buyerErrors), and the order is
 * `orderContracts.buy` in-process with the body the dialog sends (orderBody): the same
 * order, receipt and staff records. Paid or waiting for the payer, the cart is emptied;
 * a payment waiting goes to its status page, a hosted card page to the partner.
 */
export async function checkoutAction(api: ApiClient, live: boolean, request: Request) {
  const form = await readForm(request);
  const cart = await readServerCart(api, await readCartIds(request));
  if (cart && cart.ids.length === 0) throw redirect('/cart');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const method = pick(text('method'), orderPaymentMethods, 'card');
  const details: CheckoutDetails = {
    ...emptyDetails,
    cardNumber: text('cardNumber'),
    cardExpiry: text('cardExpiry'),
    cardCvc: text(checkoutFieldNames.cardCvc),
    cardName: text('cardName'),
    provider: pick(text('provider'), mobileMoneyProviders, 'mtn'),
    network: pick(text('network'), airtimeNetworks, 'mtn'),
    phone: text('phone'),
    pin: text('pin'),
    buyerName: text('buyerName'),
    buyerEmail: text('buyerEmail'),
    // A ticked checkbox posts its name; an unticked one posts nothing.
    smsReceipts: form.has('smsReceipts'),
  };
  const { cardNumber: _n, cardExpiry: _e, cardCvc: _c, pin: _p, ...kept } = details;
  const idempotencyKey = keyOf(form.get('idempotencyKey')) ?? crypto.randomUUID();
  const failed = (
    outcome: 'invalid' | 'refused' | 'network',
    errors: Partial<Record<keyof CheckoutDetails, string>> = {},
    message = '',
  ): CheckoutActionData => ({ outcome, errors, message, values: { ...kept, method }, idempotencyKey });

  const errors = { ...checkoutErrors(method, details, live), ...buyerErrors(details) };
  if (Object.keys(errors).length > 0) return failed('invalid', errors);
  if (!cart) return failed('network');

  const emptied = { 'set-cookie': await cartCookieHeader([]) };
  let answer;
  try {
    answer = await forwardPayment(api, orderContracts.buy, orderBody(cart.ids, method, details, live), {
      idempotencyKey,
      follow: false,
    });
  } catch (thrown) {
    // Waiting for the payer (its status page) or a hosted card page: the order is made, the cart done.
    if (thrown instanceof Response) thrown.headers.append('set-cookie', emptied['set-cookie']);
    throw thrown;
  }
  if (!answer.ok) return answer.reason === 'network' ? failed('network') : failed('refused', {}, answer.message);
  const paid: CheckoutActionData = {
    outcome: 'paid',
    total: answer.data.total,
    items: answer.data.items,
    email: details.buyerEmail.trim(),
    method,
  };
  return data(paid, { headers: emptied });
}
