import { useId, useState } from 'react';
import { formatUsd } from '~/shared/format';
import { useT } from '~/web/i18n';
import { groupCart } from './cart-groups';
import type { CartLine } from './use-cart';

/**
 * The floating cart: each gift once with its count and a "remove one" button; its list
 * scrolls past a fixed height; 'Proceed to Checkout' opens the dialog. On a phone it is
 * a slim bar (count, total, checkout) whose list opens on demand, so it never covers
 * the gifts; from the sm width up it is always open.
 */
export function CartSummary({
  lines,
  total,
  onRemove,
  onCheckout,
}: {
  lines: CartLine[];
  total: number;
  onRemove: (line: CartLine) => void;
  onCheckout: () => void;
}) {
  const { t, lang } = useT('content');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const groups = groupCart(lines);
  return (
    <aside
      id="cart-summary"
      aria-labelledby="cart-summary-title"
      className="fixed inset-x-3 bottom-3 z-30 rounded-xl border border-slate-200 bg-white p-3 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-80 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
          {t('catalog.cart.title')} ({lines.length})
        </h2>
        <span className="font-bold text-slate-900 sm:hidden">{formatUsd(total, lang)}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-800 hover:underline sm:hidden"
        >
          {open ? t('catalog.cart.hide') : t('catalog.cart.show')}
        </button>
      </div>
      <div id={listId} className={open ? '' : 'max-sm:hidden'}>
        <ul className="mt-2 max-h-28 divide-y divide-slate-100 overflow-y-auto sm:max-h-48" data-testid="cart-lines">
          {groups.map((g) => (
            <li key={g.id} className="flex items-center justify-between gap-2 py-1" data-count={g.count}>
              <span className="min-w-0 flex-1 truncate text-slate-800">
                {g.name}
                {g.count > 1 && (
                  <span className="ml-1 font-semibold text-slate-600">
                    {t('catalog.cart.times', { count: g.count })}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-slate-700">{formatUsd(g.price * g.count, lang)}</span>
              <button
                type="button"
                onClick={() => onRemove(g.last)}
                aria-label={t(g.count > 1 ? 'catalog.cart.removeOneLabel' : 'catalog.cart.removeLabel', {
                  name: g.name,
                })}
                className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-red-700"
              >
                <span aria-hidden="true">{g.count > 1 ? '−' : '×'}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-bold text-slate-900">
          <span>{t('catalog.cart.total')}</span>
          <span>{formatUsd(total, lang)}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onCheckout}
        className="mt-2 min-h-11 w-full rounded-lg bg-accent-500 px-4 font-bold text-slate-900 hover:bg-accent-600 sm:mt-3 sm:min-h-12"
      >
        {t('catalog.cart.proceed')}
      </button>
    </aside>
  );
}
