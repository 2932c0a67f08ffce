import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';

/** GET /api/blog a page at a time (decision 009), and the sitemap's unpaged index. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // 25 posts, two published at each instant (ties the id must break).
  const base = Date.UTC(2024, 0, 1);
  await s.database.db.insert(blogPosts).values(
    Array.from({ length: 25 }, (_, i) => ({
      title: `Post ${i}`,
      excerpt: 'An excerpt',
      content: '<p>Body</p>',
      category: 'News',
      date: new Date(base + Math.floor(i / 2) * 86_400_000),
      translations: i === 24 ? { fr: { title: 'Article 24' } } : {},
    })),
  );
});
afterAll(() => s.close());

interface Page {
  data: { _id: string; title: string; date: string }[];
  total: number;
  page: number;
  pageSize: number;
  lang: string;
}
const list = async (query = '', headers: Record<string, string> = {}) => {
  const res = await s.request(`/api/blog${query}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('GET /api/blog, paged', () => {
  it('answers every post (up to 100) newest first with the total when not paged', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 25, page: 1, pageSize: 100 });
    expect(all.data).toHaveLength(25);
    const dates = all.data.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('cuts stable pages: together they are the whole list, once each', async () => {
    const all = await list();
    const pages = await Promise.all([1, 2, 3].map((n) => list(`?page=${n}&pageSize=12`)));
    expect(pages.map((p) => p.data.length)).toEqual([12, 12, 1]);
    expect(pages.flatMap((p) => p.data.map((x) => x._id))).toEqual(all.data.map((x) => x._id));
    expect((await list('?page=2&pageSize=12')).data).toEqual(pages[1]!.data);
    expect(await list('?page=4&pageSize=12')).toMatchObject({ data: [], total: 25, page: 4 });
  });

  it('keeps the language asked for on every page', async () => {
    const fr = await list('?pageSize=1', { 'accept-language': 'fr' });
    expect(fr.data[0]!.title).toBe('Article 24');
    expect(fr.total).toBe(25);
  });

  it('refuses bad paging with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=-1', 'pageSize'],
    ] as const) {
      const res = await s.request(`/api/blog${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('lists every post id and date, unpaged, for the sitemap', async () => {
    const all = await list();
    const res = await s.request('/api/blog/index');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string; date: string }[] };
    expect(data.map((p) => p._id)).toEqual(all.data.map((p) => p._id));
    expect(data[0]).toEqual({ _id: all.data[0]!._id, date: all.data[0]!.date });
  });
});
