import { formatUsd } from '~/shared/format';
import { useT } from '~/web/i18n';
import type { ServerCartLine } from './server-cart.server';

/**
 * The cart kept by the server: each gift once with its count and price, the total, and
 * (on the cart page) a "remove one" button per gift, each its own small form post.
 */
export function CartLines({
  lines,
  total,
  from,
  removable,
}: {
  lines: ServerCartLine[];
  total: number;
  from?: string;
  removable: boolean;
}) {
  const { t, lang } = useT('content');
  const j = useT('journeys').t;
  return (
    <table className="w-full text-left" data-testid="server-cart">
      <thead className="border-b border-slate-200 text-sm text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-semibold">
            {j('cart.gift')}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            {j('cart.count')}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            {j('cart.price')}
          </th>
          {removable && (
            <th scope="col" className="py-2 pl-2">
              <span className="sr-only">{t('catalog.cart.remove')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.map((line) => (
          <tr key={line.id} data-gift={line.id}>
            <td className="py-2 pr-2 text-slate-900">{line.name}</td>
            <td className="px-2 py-2 text-right text-slate-700">{line.count}</td>
            <td className="px-2 py-2 text-right text-slate-700">{formatUsd(line.price * line.count, lang)}</td>
            {removable && (
              <td className="py-2 pl-2 text-right">
                <form method="post" action="/cart">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="giftId" value={line.id} />
                  {from && <input type="hidden" name="from" value={from} />}
                  <button
                    type="submit"
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t(line.count > 1 ? 'catalog.cart.removeOneLabel' : 'catalog.cart.removeLabel', {
                      name: line.name,
                    })}
                  </button>
                </form>
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-200 font-bold text-slate-900">
          <th scope="row" className="py-2 pr-2 text-left" colSpan={2}>
            {t('catalog.cart.total')}
          </th>
          <td className="px-2 py-2 text-right" data-testid="server-cart-total">
            {formatUsd(total, lang)}
          </td>
          {removable && <td />}
        </tr>
      </tfoot>
    </table>
  );
}
