import { formatUsd } from '~/shared/format';
import { useT } from '~/web/i18n';
import type { CartLine } from './use-cart';

/** The floating summary: its list scrolls past a fixed height; 'Proceed to Checkout' opens the dialog. */
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
  return (
    <aside
      id="cart-summary"
      aria-labelledby="cart-summary-title"
      className="fixed inset-x-3 bottom-3 z-30 rounded-xl border border-slate-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-80"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
        {t('catalog.cart.title')} ({lines.length})
      </h2>
      <ul className="mt-2 max-h-28 divide-y divide-slate-100 overflow-y-auto sm:max-h-48" data-testid="cart-lines">
        {lines.map((l) => (
          <li key={l.line} className="flex items-center justify-between gap-2 py-1">
            <span className="min-w-0 flex-1 truncate text-slate-800">{l.name}</span>
            <span className="shrink-0 text-slate-700">{formatUsd(l.price, lang)}</span>
            <button
              type="button"
              onClick={() => onRemove(l)}
              aria-label={t('catalog.cart.removeLabel', { name: l.name })}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-red-700"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-bold text-slate-900">
        <span>{t('catalog.cart.total')}</span>
        <span>{formatUsd(total, lang)}</span>
      </p>
      <button
        type="button"
        onClick={onCheckout}
        className="mt-3 min-h-12 w-full rounded-lg bg-accent-500 px-4 font-bold text-slate-900 hover:bg-accent-600"
      >
        {t('catalog.cart.proceed')}
      </button>
    </aside>
  );
}
