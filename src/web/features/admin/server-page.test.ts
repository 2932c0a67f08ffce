import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { ApiClient } from '~/shared/load-context';
import { pageFromUrl, pagePath, readPage } from './server-page';
import { skipForUrlKeys } from './url-filters';

describe('pagePath and pageFromUrl', () => {
  it('builds one page of 20 with the filters that are set, and reads ?page= from 1', () => {
    expect(pagePath('/records', { q: 'a b', sort: undefined, s: '' }, 2)).toBe('/records?q=a+b&page=2&pageSize=20');
    expect(pagePath('/records', {}, 1, 1)).toBe('/records?page=1&pageSize=1');
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

describe('readPage', () => {
  const api = (total: number, calls: string[]): ApiClient => ({
    get: async <T>(path: string) => {
      calls.push(path);
      return { status: 200, body: [] as T, totalCount: total };
    },
    send: () => Promise.reject(new Error('no writes')),
  });

  it('reads the page asked for while it exists, else the last page', async () => {
    const calls: string[] = [];
    const path = (p: number) => `/records?page=${p}`;
    expect((await readPage(api(45, calls), path, 3, (r) => r.totalCount)).page).toBe(3);
    expect((await readPage(api(40, calls), path, 3, (r) => r.totalCount)).page).toBe(2);
    expect((await readPage(api(0, calls), path, 2, (r) => r.totalCount)).page).toBe(1);
    expect(calls).toEqual([
      '/records?page=3',
      '/records?page=3',
      '/records?page=2',
      '/records?page=2',
      '/records?page=1',
    ]);
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
