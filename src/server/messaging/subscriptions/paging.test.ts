import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { bareListPage, expectError, expectJson, send } from '~test/api';
import { subscriptions } from '~/server/core/db/schema';

/** GET /api/subscriptions a page at a time (decision 009); a newsletter still goes to everyone. */
let s: TestServer;
let token: string;
type Sub = { _id: string; email: string; createdAt: string };

testServerForFile(async (t) => {
  ({ s, token } = t);
  // 130 subscribers, more than the largest page; ten share one instant.
  await s.database.db.insert(subscriptions).values(
    Array.from({ length: 130 }, (_, i) => ({
      email: `sub${i}@example.org`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i < 10 ? 0 : i)),
    })),
  );
});

const page = (query: string) => bareListPage<Sub>(s, `/api/subscriptions${query}`, token);

describe('GET /api/subscriptions, paged', () => {
  it('answers the first 100 by default, newest first, with X-Total-Count and a next link', async () => {
    const first = await page('');
    expect(first.rows).toHaveLength(100);
    expect(first.total).toBe('130');
    expect(first.link).toBe('</api/subscriptions?page=2&pageSize=100>; rel="next"');
    expect(first.rows[0]!.email).toBe('sub129@example.org');
    const rest = await page('?page=2');
    expect(rest.rows).toHaveLength(30);
    expect(rest.link).toBe('</api/subscriptions?page=1&pageSize=100>; rel="prev"');
    expect(new Set([...first.rows, ...rest.rows].map((r) => r._id)).size).toBe(130);
  });

  it('cuts pages in one stable order (the id breaking ties) and a page past the end is empty', async () => {
    const all = [...(await page('')).rows, ...(await page('?page=2')).rows].map((r) => r._id);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => page(`?pageSize=20&page=${n}`)));
    expect(pages.flatMap((p) => p.rows.map((r) => r._id))).toEqual(all);
    const past = await page('?pageSize=20&page=8');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe('130');
    expect(past.link).toBe('</api/subscriptions?pageSize=20&page=7>; rel="prev"');
  });

  it('refuses bad paging with 400 naming the parameter', async () => {
    await expectError(await s.request('/api/subscriptions?page=0', { token }), 400, /^page: Must be at least 1$/);
    for (const q of ['?page=-1', '?page=two', '?pageSize=0', '?pageSize=1000'])
      await expectError(await s.request(`/api/subscriptions${q}`, { token }), 400, /^(page|pageSize): \S/);
  });

  it('sends a newsletter to every subscriber, not one page of them', async () => {
    const res = await send(s, 'POST', '/api/send-newsletter', { subject: 'News', message: 'Hello all' }, token);
    expect((await expectJson<{ data: { total: number } }>(res, 202)).data.total).toBe(130);
  });
});
