import { describe, expect, it } from 'vitest';
import type { ApiClient } from '~/web/api/client';
import { readChildren } from './child-list-api';

/** An API holding these children, answering GET /api/pending/sponsors as the server does (decision 009). */
function apiOf(children: { _id: string; isSponsored: boolean }[]) {
  const asked: string[] = [];
  const api: ApiClient = {
    async get<T>(path: string) {
      asked.push(path);
      const url = new URL(path, 'http://x');
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      const rows = children.filter((c) => !status || c.isSponsored === (status === 'sponsored'));
      const data = rows.slice((page - 1) * pageSize, page * pageSize);
      return { status: 200, body: { data, total: rows.length, page, pageSize, lang: 'en' } as T };
    },
    send: () => Promise.reject(new Error('not used')),
  };
  return { api, asked };
}

describe('readChildren', () => {
  it('tells "every child sponsored" from "no child at all" by asking for every status', async () => {
    const all = apiOf([
      { _id: 'a', isSponsored: true },
      { _id: 'b', isSponsored: true },
    ]);
    const sponsored = await readChildren(all.api);
    expect(sponsored).toMatchObject({ children: [], anyChild: true, info: { total: 0 } });
    // The second question names no status.
    expect(all.asked[1]).not.toContain('status=');

    const none = await readChildren(apiOf([]).api);
    expect(none).toMatchObject({ children: [], anyChild: false });
  });

  it('reads one page of the children waiting, and asks nothing more', async () => {
    const some = apiOf([
      { _id: 'a', isSponsored: false },
      { _id: 'b', isSponsored: true },
    ]);
    const page = await readChildren(some.api);
    expect(page?.children.map((c) => c._id)).toEqual(['a']);
    expect(page?.anyChild).toBe(true);
    expect(some.asked).toHaveLength(1);
    expect(some.asked[0]).toContain('status=available');
  });
});
