import { describe, expect, it } from 'vitest';
import { gifts } from '~/server/core/db/schema';
import { testServerForFile, type TestServer } from '~test/server';

/** GET /api/catalog a page at a time, filtered before the page is cut (decision 009). */
let s: TestServer;
let token: string;
testServerForFile(async (t) => {
  ({ s, token } = t);
  // 30 gifts: every third the same instant (ties the id must break), 'Goat' in five
  // names, 'milk' in three descriptions, a French name on one.
  const base = Date.UTC(2024, 0, 1);
  await s.database.db.insert(gifts).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: i % 6 === 0 ? `Goat ${i}` : `Gift ${i}`,
      description: i % 10 === 1 ? 'Fresh milk daily' : '',
      priceCents: 100 + i,
      category: i % 2 ? ('health' as const) : ('food' as const),
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      translations: i === 4 ? { fr: { name: 'Chèvre laitière' } } : {},
    })),
  );
});

interface Page {
  data: { _id: string; name: string; category: string; createdAt: string }[];
  total: number;
  page: number;
  pageSize: number;
  lang: string;
}
const list = async (query = '', init: { token?: string; headers?: Record<string, string> } = {}) => {
  const res = await s.request(`/api/catalog${query}`, init);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const names = (p: Page) => p.data.map((g) => g.name);

describe('GET /api/catalog, paged', () => {
  it('answers every gift (up to 100) with the total when not paged, as callers that follow docs/product.md ask', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 30, page: 1, pageSize: 100, lang: 'en' });
    expect(all.data).toHaveLength(30);
  });

  it('cuts pages newest first, the id breaking ties: no gift on two pages, none skipped', async () => {
    const all = await list();
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`?page=${n}&pageSize=8`)));
    expect(pages.map((p) => p.data.length)).toEqual([8, 8, 8, 6]);
    expect(pages.every((p) => p.total === 30 && p.pageSize === 8)).toBe(true);
    const ids = pages.flatMap((p) => p.data.map((g) => g._id));
    expect(ids).toEqual(all.data.map((g) => g._id));
    expect(new Set(ids).size).toBe(30);
    const times = all.data.map((g) => g.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The same page read again is the same page.
    expect((await list('?page=2&pageSize=8')).data).toEqual(pages[1]!.data);
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await list('?page=9&pageSize=8')).toMatchObject({ data: [], total: 30, page: 9, pageSize: 8 });
  });

  it('searches every gift before paging: the name, in any case, or name or description when asked', async () => {
    const goats = await list('?q=GOAT&pageSize=2&page=3');
    expect(goats).toMatchObject({ total: 5, page: 3 });
    expect(names(goats)).toEqual(['Goat 0']);
    // The public search matches the name only; the dashboard's also the description.
    expect((await list('?q=milk')).total).toBe(0);
    expect((await list('?q=milk&in=name-or-description')).total).toBe(3);
    // A visitor reading French finds a gift by its French name; % and _ are taken literally.
    const french = await list('?q=chèvre', { headers: { 'accept-language': 'fr' } });
    expect(french.data.map((g) => g.name)).toEqual(['Chèvre laitière']);
    expect((await list('?q=chèvre')).total).toBe(0);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('filters by category exactly and by ids, before paging', async () => {
    const health = await list('?category=health&pageSize=10&page=2');
    expect(health).toMatchObject({ total: 15, page: 2 });
    expect(health.data.every((g) => g.category === 'health')).toBe(true);
    expect((await list('?category=food&q=goat')).total).toBe(5);

    const all = await list();
    const wanted = [all.data[29]!._id, all.data[0]!._id];
    const byId = await list(`?ids=${wanted.join(',')}`);
    expect(byId.total).toBe(2);
    expect(byId.data.map((g) => g._id).sort()).toEqual([...wanted].sort());
    expect((await list('?ids=00000000-0000-4000-8000-000000000000')).data).toEqual([]);
  });

  it('pages the staff read too, each gift with its translations', async () => {
    const staff = await list('?lang=en&in=name-or-description&pageSize=5', { token });
    expect(staff).toMatchObject({ total: 30, pageSize: 5 });
    expect(staff.data.every((g) => 'translations' in g)).toBe(true);
  });

  it('refuses bad paging and filters with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?category=toys', 'category'],
      ['?in=price', 'in'],
      ['?ids=not-an-id', 'ids'],
    ] as const) {
      const res = await s.request(`/api/catalog${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
    }
  });
});
