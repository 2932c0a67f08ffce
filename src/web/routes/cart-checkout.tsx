import { useEffect, useRef } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/cart-checkout';
import { formatRwf, formatUsd } from '~/shared/format';
import { usdToRwf } from '~/shared/exchange';
import { useRwfPerUsd } from '~/web/features/payment-status/use-payments-live';
import { Alert } from '~/web/components/alert';
import { CtaLink } from '~/web/components/cta-link';
import { unlistedPageMeta } from '~/web/unlisted-meta';
import { appContext } from '~/web/context';
import { readCartIds } from '~/web/features/catalog/cart-cookie.server';
import { CartLines } from '~/web/features/catalog/cart-lines';
import { checkoutAction } from '~/web/features/catalog/checkout-action.server';
import { CheckoutForm } from '~/web/features/catalog/checkout-form';
import { readServerCart } from '~/web/features/catalog/server-cart.server';
import { useT } from '~/web/i18n';

/** The checkout of the cart the server keeps (a cookie); an empty cart goes back to the cart page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await readServerCart(context.get(appContext).api, await readCartIds(request));
  if (cart && cart.ids.length === 0) throw redirect('/cart');
  // This visitor's page (never stored): its first attempt has a key of its own, so a
  // double tap on Pay, or a resubmit, records one order.
  return { cart, idempotencyKey: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, site } = context.get(appContext);
  return checkoutAction(api, site.paymentsLive === true, request);
}

/** One visitor's page: never stored; the action's cookie (the emptied cart) goes out with it. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const cookie = actionHeaders.get('set-cookie');
  if (cookie) headers.set('set-cookie', cookie);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, 'journeys', {
    title: 'cart.checkoutTitle',
    description: 'cart.metaDescription',
    path: '/cart/checkout',
  });

export default function CartCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('content');
  const j = useT('journeys').t;
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) outcomeRef.current?.focus();
  }, [actionData]);
  const { cart } = loaderData;
  const paid = actionData?.outcome === 'paid' ? actionData : null;
  const failure = actionData && actionData.outcome !== 'paid' ? actionData : null;
  const rwfPerUsd = useRwfPerUsd();
  // An order paid by mobile money or airtime was paid in francs: its total is said in francs.
  const paidTotal =
    paid && paid.method !== 'card' && rwfPerUsd
      ? formatRwf(usdToRwf(paid.total, rwfPerUsd), lang)
      : paid && formatUsd(paid.total, lang);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900">{j('cart.checkoutTitle')}</h1>
      <div id="checkout" ref={outcomeRef} tabIndex={-1} className="mt-6 scroll-mt-24 space-y-6 outline-none">
        {paid ? (
          <div data-testid="order-thanks" className="space-y-4">
            <Alert tone="success" title={t('catalog.checkout.success')}>
              <p>{j('cart.thanksReceipt', { email: paid.email })}</p>
            </Alert>
            <ul className="divide-y divide-slate-100">
              {paid.items.map((item, i) => (
                <li key={i} className="flex justify-between py-1 text-slate-800">
                  <span>{item.name}</span>
                  <span>{formatUsd(item.price, lang)}</span>
                </li>
              ))}
            </ul>
            <p className="font-bold text-slate-900">{t('catalog.checkout.total', { total: paidTotal ?? '' })}</p>
            <CtaLink to="/catalog" variant="outline">
              {j('cart.continue')}
            </CtaLink>
          </div>
        ) : !cart ? (
          <Alert tone="error">{t('catalog.errorTitle')}</Alert>
        ) : (
          <>
            <section aria-labelledby="order-title">
              <h2 id="order-title" className="text-xl font-bold text-slate-900">
                {j('cart.orderTitle')}
              </h2>
              <CartLines lines={cart.lines} total={cart.total} removable={false} />
              <a
                href="/cart"
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
              >
                ← {j('cart.title')}
              </a>
            </section>
            <p className="text-slate-700">{j('cart.checkoutIntro')}</p>
            <CheckoutForm total={cart.total} failure={failure} idempotencyKey={loaderData.idempotencyKey} />
          </>
        )}
      </div>
    </div>
  );
}
