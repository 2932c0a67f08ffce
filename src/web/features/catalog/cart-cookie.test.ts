import { describe, expect, it } from 'vitest';
import { SERVER_CART_MAX, cartCookieHeader, readCartIds } from './cart-cookie.server';

const gift = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
/** A request carrying the cookie a Set-Cookie header set. */
const carrying = (setCookie: string) =>
  new Request('http://localhost/cart', { headers: { cookie: setCookie.split(';')[0]! } });
/** A cookie of any value, written as React Router writes one (base64 of its JSON). */
const raw = (value: unknown) =>
  new Request('http://localhost/cart', {
    headers: { cookie: `gift-cart=${encodeURIComponent(btoa(JSON.stringify(value)))}` },
  });

describe('the cart kept in a cookie', () => {
  it('keeps the gifts added, the same one several times, in order', async () => {
    const ids = [gift(1), gift(2), gift(1)];
    expect(await readCartIds(carrying(await cartCookieHeader(ids)))).toEqual(ids);
  });

  it('is httpOnly and SameSite, and an empty cart is forgotten', async () => {
    const header = await cartCookieHeader([gift(1)]);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(await cartCookieHeader([])).toMatch(/Max-Age=0/);
  });

  it('trusts nothing it reads: only well-formed ids, at most the cap', async () => {
    const many = Array.from({ length: SERVER_CART_MAX + 10 }, (_, i) => gift(i));
    expect(await readCartIds(raw(many))).toHaveLength(SERVER_CART_MAX);
    expect(await readCartIds(raw([gift(1), 'x', 42, null, `${gift(2)}; drop`]))).toEqual([gift(1)]);
    expect(await readCartIds(raw({ items: [gift(1)] }))).toEqual([]);
    expect(await readCartIds(new Request('http://localhost/', { headers: { cookie: 'gift-cart=%%%' } }))).toEqual([]);
    expect(await readCartIds(new Request('http://localhost/'))).toEqual([]);
  });

  it('writes no more than the cap', async () => {
    const many = Array.from({ length: SERVER_CART_MAX + 5 }, (_, i) => gift(i));
    expect(await readCartIds(carrying(await cartCookieHeader(many)))).toHaveLength(SERVER_CART_MAX);
  });
});
