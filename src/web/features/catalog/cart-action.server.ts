import { redirect } from 'react-router';
import type { ApiClient } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { SERVER_CART_MAX, cartCookieHeader, isGiftId, readCartIds } from './cart-cookie.server';
import { readServerCart } from './server-cart.server';

/** The catalogue page a visitor came from (`/catalog`, `/catalog?page=2&q=goat`), else the catalogue. */
export function catalogReturn(value: unknown): string {
  return typeof value === 'string' && /^\/catalog(\?[\w%=&+.-]{0,300})?$/.test(value) ? value : '/catalog';
}

/**
 * POST /cart: a gift's Add to cart (`intent=add`) or the cart's "remove one"
 * (`intent=remove`), posted without JavaScript. The cart cookie is rewritten and the
 * browser sent to the cart page (post, then redirect: a reload never adds twice).
 */
export async function cartAction(api: ApiClient, request: Request): Promise<Response> {
  const form = await readForm(request);
  const ids = await readCartIds(request);
  const giftId = form.get('giftId');
  const from = catalogReturn(form.get('from'));
  const to = (query: string) => `/cart?${query}&from=${encodeURIComponent(from)}`;
  if (!isGiftId(giftId)) return redirect(to('problem=unknown'));
  const gift = giftId.toLowerCase();
  if (form.get('intent') === 'remove') {
    const at = ids.lastIndexOf(gift);
    if (at >= 0) ids.splice(at, 1);
    return redirect(to('removed=1'), { headers: { 'set-cookie': await cartCookieHeader(ids) } });
  }
  if (ids.length >= SERVER_CART_MAX) return redirect(to('problem=full'));
  // Only a gift the catalogue offers takes a place in the cart.
  const known = await readServerCart(api, [gift]);
  if (!known || known.ids.length === 0) return redirect(to('problem=unknown'));
  return redirect(to(`added=${gift}`), { headers: { 'set-cookie': await cartCookieHeader([...ids, gift]) } });
}
