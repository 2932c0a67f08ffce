import { createCookie } from 'react-router';

/** The most gifts a cart kept in a cookie holds (about 1.5 KB of ids); an order allows 100. */
export const SERVER_CART_MAX = 40;

const GIFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The gift cart of a visitor without JavaScript: the gift ids in a cookie,
 * one per gift added (the same gift may be added several times). Nothing in it is
 * trusted: every read keeps only well-formed ids, at most SERVER_CART_MAX, and the
 * catalogue prices and names them again (a gift no longer offered leaves the cart).
 * httpOnly: no script needs it (with JavaScript the cart lives in the page, as in docs/product.md).
 */
const cartCookie = createCookie('gift-cart', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 14,
});

/** The cart's gift ids, in the order they were added. */
export async function readCartIds(request: Request): Promise<string[]> {
  let value: unknown;
  try {
    value = await cartCookie.parse(request.headers.get('cookie'));
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is string => typeof id === 'string' && GIFT_ID.test(id))
    .map((id) => id.toLowerCase())
    .slice(0, SERVER_CART_MAX);
}

/** The Set-Cookie header keeping these ids (or forgetting the cart when there are none). */
export async function cartCookieHeader(ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return cartCookie.serialize([], { maxAge: 0 });
  return cartCookie.serialize(ids.slice(0, SERVER_CART_MAX));
}

export const isGiftId = (id: unknown): id is string => typeof id === 'string' && GIFT_ID.test(id);
