import { describe, expect, it, vi } from 'vitest';
import {
  CatalogError,
  cartTotal,
  extractItems,
  fetchCatalog,
  normalizeCatalog,
  normalizeGift,
  pageInfoIn,
  problemMessage,
} from './normalize';

const gift = { _id: 'a1', name: 'Goat', price: 60, description: 'Milk', category: 'community', image: '/g.webp' };

describe('extractItems', () => {
  it('accepts a bare array or an array in data, catalog or gifts', () => {
    expect(extractItems([gift])).toEqual([gift]);
    expect(extractItems({ data: [gift] })).toEqual([gift]);
    expect(extractItems({ catalog: [gift] })).toEqual([gift]);
    expect(extractItems({ gifts: [gift] })).toEqual([gift]);
  });

  it.each([null, 'text', 42, {}, { data: {} }, { items: [gift] }])('refuses %j as an unexpected format', (body) => {
    expect(() => extractItems(body)).toThrow(CatalogError);
    expect(() => extractItems(body)).toThrow('Unexpected API response format...');
  });
});

describe('normalizeGift', () => {
  it('reads id or _id, parses numeric-string prices and fills the defaults', () => {
    expect(normalizeGift({ id: 7, name: ' Pens ', price: '12.50' })).toEqual({
      id: '7',
      name: 'Pens',
      price: 12.5,
      description: '',
      category: '',
      image: '/images/default.svg',
    });
    expect(normalizeGift(gift)).toEqual({ id: 'a1', ...strip(gift) });
  });

  it.each([
    { name: 'No id', price: 1 },
    { id: 'x', price: 1 },
    { id: 'x', name: '   ', price: 1 },
    { id: 'x', name: 'Bad price', price: 'twelve' },
    { id: 'x', name: 'No price' },
    { id: 'x', name: 'NaN', price: Number.NaN },
    { id: 'x', name: 'Object price', price: { amount: 1 } },
    { id: '', _id: '', name: 'Empty ids', price: 1 },
    null,
    'gift',
    [gift],
  ])('drops %j', (raw) => {
    expect(normalizeGift(raw)).toBeNull();
  });
});

function strip(g: typeof gift) {
  const { _id: _, ...rest } = g;
  return rest;
}

describe('normalizeCatalog', () => {
  it('keeps the valid items and warns about each dropped one', () => {
    const warn = vi.fn();
    const out = normalizeCatalog(
      { data: [gift, { name: 'x', price: 1 }, { id: 'b', name: 'Book', price: '3' }] },
      warn,
    );
    expect(out.map((g) => g.id)).toEqual(['a1', 'b']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('fetchCatalog', () => {
  const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

  it('uses the first endpoint that answers', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url === '/one' ? { ok: false, status: 500, json: async () => ({}) } : ok([gift]),
    );
    const result = await fetchCatalog(['/one', '/two'], fetchImpl);
    // A bare array is the whole list on one page.
    expect(result).toEqual({
      ok: true,
      gifts: [{ id: 'a1', ...strip(gift) }],
      info: { total: 1, page: 1, pageSize: 1 },
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports the last problem when every endpoint fails', async () => {
    const status = await fetchCatalog(['/a'], async () => ({ ok: false, status: 503, json: async () => ({}) }));
    expect(status).toEqual({ ok: false, last: { kind: 'http', status: 503 } });
    expect(problemMessage({ kind: 'http', status: 503 })).toBe('HTTP error! status: 503');

    const format = await fetchCatalog(['/a', '/b'], async (url) =>
      url === '/a' ? Promise.reject(new TypeError('Failed to fetch')) : ok({ nope: true }),
    );
    expect(format).toEqual({ ok: false, last: { kind: 'format' } });

    const network = await fetchCatalog(['/a'], () => Promise.reject(new TypeError('Failed to fetch')));
    expect(network).toEqual({ ok: false, last: { kind: 'network', message: 'Failed to fetch' } });
  });
});

describe('pageInfoIn and cartTotal', () => {
  it("reads a paged answer's page, or takes an unpaged one as one page", () => {
    expect(pageInfoIn({ data: [], total: 30, page: 2, pageSize: 24 }, 6)).toEqual({ total: 30, page: 2, pageSize: 24 });
    expect(pageInfoIn({ data: [], total: '30' }, 3)).toEqual({ total: 3, page: 1, pageSize: 3 });
    expect(pageInfoIn([], 0)).toEqual({ total: 0, page: 1, pageSize: 1 });
  });

  it('adds prices without floating-point drift', () => {
    expect(cartTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });
});
