import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { formatUsd } from '~/shared/format';
import type { PageInfo } from '~/shared/page-info';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { Alert } from '~/web/components/alert';
import { PageLinks } from '~/web/components/page-links';
import { useRevealOutcome } from '~/web/components/reveal';
import { useHydrated } from '~/web/components/use-hydrated';
import { useT } from '~/web/i18n';
import { CartSummary } from './cart-summary';
import { GiftCard } from './gift-card';
import type { Gift } from './normalize';
import { useCart } from './use-cart';
import { useCatalogSearch } from './use-catalog-search';
import { useHeaderHeight } from './use-header-height';

/**
 * The checkout (its fields, their rules and the payment calls) is fetched once the cart
 * holds a gift, not with the catalogue: a visitor's first touch stays light.
 */
const loadCheckout = () => import('./checkout-dialog');
const CheckoutDialog = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutDialog })));

const cartIcon = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1" />
    <circle cx="17" cy="20" r="1" />
  </svg>
);

const badgeClass = 'flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white';

/**
 * A page of the catalogue: sticky search and cart badge, the grid and the links to the
 * other pages, the floating cart and the checkout. The search runs on the server over
 * every gift: a GET form (`?q=`) before JavaScript, the address updated as one types after.
 */
export function CatalogView({ gifts, info }: { gifts: Gift[]; info: PageInfo }) {
  const { t, lang } = useT('content');
  const j = useT('journeys').t;
  const hydrated = useHydrated();
  const search = useCatalogSearch();
  const searching = useNavigation().state === 'loading';
  const cart = useCart(gifts, lang);
  const headerHeight = useHeaderHeight();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Mounted at the first Checkout and kept: closing the dialog keeps what was typed.
  const [checkoutMounted, setCheckoutMounted] = useState(false);
  const [paid, setPaid] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const paidRef = useRef<HTMLDivElement>(null);
  const items = t('catalog.cartItems', { count: cart.count });

  const hasGifts = cart.count > 0;
  useEffect(() => {
    if (hasGifts) void loadCheckout();
  }, [hasGifts]);

  // The dialog has closed over the grid: the thanks is brought into view and focused.
  useRevealOutcome(paidRef, paid);

  const add = (gift: Gift) => {
    cart.add(gift);
    setPaid(false);
    setAnnouncement(t('catalog.added', { name: gift.name }));
  };
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);
  const onPaid = useCallback(() => {
    cart.clear();
    setCheckoutOpen(false);
    setPaid(true);
  }, [cart]);

  return (
    <div className={cart.count ? 'pb-40 sm:pb-0' : ''}>
      <div
        className="sticky top-[61px] z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
        style={headerHeight === undefined ? undefined : { top: headerHeight }}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
          <form role="search" method="get" onSubmit={search.submit} className="min-w-0 flex-1">
            <label htmlFor="gift-search" className="sr-only">
              {t('catalog.searchLabel')}
            </label>
            <input
              id="gift-search"
              name="q"
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              value={search.query}
              onChange={(e) => search.type(e.target.value)}
              placeholder={t('catalog.searchPlaceholder')}
              className="block min-h-11 w-full rounded-full border border-slate-300 bg-white px-4 text-base placeholder:text-slate-500"
            />
          </form>
          {hydrated ? (
            <p className={badgeClass} data-testid="cart-badge">
              {cartIcon}
              <span className="sr-only">{t('catalog.cartBadge', { items, total: formatUsd(cart.total, lang) })}</span>
              <span aria-hidden="true">{cart.count}</span>
              <span aria-hidden="true" className="whitespace-nowrap">
                · {formatUsd(cart.total, lang)}
              </span>
            </p>
          ) : (
            // Before (or without) JavaScript the page knows no cart: the server's cart page does.
            <a href="/cart" className={`${badgeClass} hover:bg-brand-800`} data-testid="cart-badge">
              {cartIcon}
              {j('cart.view')}
            </a>
          )}
        </div>
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>

      <div className="mx-auto max-w-7xl px-4 py-8">
        {paid && (
          <div ref={paidRef} tabIndex={-1} className="mb-6 scroll-mt-40 outline-none" data-testid="order-thanks">
            <Alert tone="success">{t('catalog.checkout.success')}</Alert>
          </div>
        )}
        {gifts.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-2xl font-bold text-slate-900">{t('catalog.empty')}</h2>
            <p className="mt-2 text-slate-600">{t('catalog.emptyText')}</p>
          </div>
        ) : (
          <>
            <ul
              className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${searching ? 'opacity-60' : ''}`}
              aria-busy={searching || undefined}
            >
              {gifts.map((gift, i) => (
                <li key={gift.id} className="flex">
                  <GiftCard gift={gift} onAdd={add} priority={i === 0} />
                </li>
              ))}
            </ul>
            <PageLinks info={info} />
          </>
        )}
      </div>

      {cart.count > 0 && (
        <CartSummary
          lines={cart.lines}
          total={cart.total}
          onRemove={(line) => {
            cart.remove(line.line);
            setAnnouncement(t('catalog.removed', { name: line.name }));
          }}
          onCheckout={() => {
            setCheckoutMounted(true);
            setCheckoutOpen(true);
          }}
        />
      )}
      {checkoutMounted && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={checkoutOpen}
            lines={cart.lines}
            total={cart.total}
            onClose={closeCheckout}
            onPaid={onPaid}
          />
        </Suspense>
      )}
    </div>
  );
}
