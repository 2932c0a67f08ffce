import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { contract } from '~/shared/contract';
import type { ApiClient } from '~/shared/load-context';
import { listPath, loadList, pageFromUrl, readPage } from './paged-list';
import { skipForUrlKeys } from './url-filters';

const query = z.object({
  q: z.string().optional(),
  sort: z.string().optional(),
  s: z.string().optional(),
  page: z.number().optional(),
  pageSize: z.number().optional(),
});
/** A bare-array list (its size in X-Total-Count) and a `{ data, total }` one. */
const records = contract({ method: 'GET', url: '/records', summary: 'records', tags: [], query });
const paged = contract({
  method: 'GET',
  url: '/people/:group',
  summary: 'people',
  tags: [],
  params: z.object({ group: z.string() }),
  query,
  response: z.object({ data: z.array(z.object({ name: z.string() })), total: z.number() }),
});

describe('listPath and pageFromUrl', () => {
  it('builds one page of 20 with the filters that are set, and reads ?page= from 1', () => {
    expect(listPath(records, 2, { query: { q: 'a b', sort: undefined, s: '' } })).toBe(
      '/records?q=a+b&page=2&pageSize=20',
    );
    expect(listPath(records, 1, { pageSize: 1 })).toBe('/records?page=1&pageSize=1');
    expect(listPath(paged, 1, { params: { group: 'a/b' } })).toBe('/people/a%2Fb?page=1&pageSize=20');
    for (const [raw, page] of [
      ['3', 3],
      ['0', 1],
      ['-2', 1],
      ['x', 1],
      ['9999999', 100_000],
    ] as const)
      expect(pageFromUrl(new URLSearchParams({ page: raw }))).toBe(page);
    expect(pageFromUrl(new URLSearchParams())).toBe(1);
  });
});

/** An API whose lists hold `total` records (`status` answers every read), the paths read kept in `calls`. */
const api = (total: number, calls: string[], status = 200): ApiClient => ({
  get: async <T>(path: string) => {
    calls.push(path);
    const page = Number(new URL(path, 'http://x').searchParams.get('page'));
    const body = path.startsWith('/people') ? { data: [{ name: `p${page}` }], total } : [{ page }];
    return { status, body: body as T, totalCount: path.startsWith('/people') ? undefined : total };
  },
  send: () => Promise.reject(new Error('no writes')),
});

describe('readPage', () => {
  it('reads the page asked for while it exists, else the last page', async () => {
    const calls: string[] = [];
    const read = { pageSize: 20 };
    expect((await readPage(api(45, calls), records, 3, read)).page).toBe(3);
    expect((await readPage(api(40, calls), records, 3, read)).page).toBe(2);
    expect((await readPage(api(0, calls), records, 2, read)).page).toBe(1);
    expect(calls.map((c) => new URL(c, 'http://x').searchParams.get('page'))).toEqual(['3', '3', '2', '2', '1']);
  });

  it('takes the total from a page body as well as from X-Total-Count', async () => {
    const calls: string[] = [];
    const read = await readPage(api(21, calls), paged, 5, { params: { group: 'g' } });
    expect(read).toMatchObject({ page: 2, total: 21 });
    expect(calls).toEqual(['/people/g?page=5&pageSize=20', '/people/g?page=2&pageSize=20']);
  });
});

describe('loadList', () => {
  it('gives the rows of the URL’s page, its number and the total', async () => {
    const calls: string[] = [];
    const url = new URL('http://x/dashboard/people?page=9');
    expect(await loadList(api(30, calls), paged, url, { params: { group: 'g' } })).toEqual({
      rows: [{ name: 'p2' }],
      total: 30,
      page: 2,
      pageSize: 20,
      failed: false,
    });
    const request = new Request('http://x/dashboard/records?page=2');
    expect(await loadList(api(60, calls), records, request, { query: { q: 'x' } })).toMatchObject({
      rows: [{ page: 2 }],
      total: 60,
      page: 2,
    });
    expect(calls.at(-1)).toBe('/records?q=x&page=2&pageSize=20');
  });

  it('says a refused read as failed, with no rows', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const list = await loadList(api(30, [], 403), paged, new URL('http://x/?page=2'), { params: { group: 'g' } });
      expect(list).toEqual({ rows: [], total: 0, page: 1, pageSize: 20, failed: true });
    } finally {
      console.error = quiet;
    }
  });
});

describe('skipForUrlKeys', () => {
  const args = (from: string, to: string) =>
    ({
      currentUrl: new URL(`http://x/dashboard/viewmessage${from}`),
      nextUrl: new URL(`http://x/dashboard/viewmessage${to}`),
      defaultShouldRevalidate: true,
    }) as ShouldRevalidateFunctionArgs;
  const skip = skipForUrlKeys('id');

  it('reads again for a new search or page, not for a new selection', () => {
    expect(skip(args('?q=a', '?q=a&id=1'))).toBe(false);
    expect(skip(args('?id=1&q=a', '?q=a&id=2'))).toBe(false);
    expect(skip(args('?q=a&id=1', '?q=b&id=1'))).toBe(true);
    expect(skip(args('?q=a', '?q=a&page=2'))).toBe(true);
    expect(skip(args('?q=a', '?q=a'))).toBe(true);
  });
});
