import { describe, expect, it } from 'vitest';
import { askedPage, canonicalListPath, pageOrRedirect, redirectPastEnd } from './list-address';

const at = (address: string) => new URL(address, 'http://site.test');
/** What a loader threw: the redirect's status and Location, or null when it threw nothing. */
function thrown(run: () => unknown): { status: number; location: string | null } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof Response)) throw err;
    return { status: err.status, location: err.headers.get('location') };
  }
}

describe('the addresses of a public list', () => {
  it('reads ?page= as a whole number from 1 (absent or empty: 1), anything else as no page', () => {
    expect(askedPage(new URLSearchParams(''))).toBe(1);
    expect(askedPage(new URLSearchParams('page='))).toBe(1);
    expect(askedPage(new URLSearchParams('page=3&q=x'))).toBe(3);
    for (const bad of ['abc', '-5', '0', '1.5', '2abc', ' 2', '1e3']) {
      expect(askedPage(new URLSearchParams({ page: bad })), bad).toBeNull();
    }
  });

  it('is canonical to itself with page=N past the first page, and nothing else', () => {
    expect(canonicalListPath('/catalog', '')).toBe('/catalog');
    expect(canonicalListPath('/catalog', '?page=1&q=goat')).toBe('/catalog');
    expect(canonicalListPath('/catalog', '?q=goat&page=2&lang=fr&utm_source=x')).toBe('/catalog?page=2');
    expect(canonicalListPath('/blog', '?page=07')).toBe('/blog?page=7');
  });

  it('redirects a malformed or < 1 page for good to the first page, the other parameters kept', () => {
    expect(thrown(() => pageOrRedirect(at('/catalog?page=abc')))).toEqual({ status: 301, location: '/catalog' });
    expect(thrown(() => pageOrRedirect(at('/blog?page=-5')))).toEqual({ status: 301, location: '/blog' });
    expect(thrown(() => pageOrRedirect(at('/catalog?q=goat&page=0&lang=fr')))).toEqual({
      status: 301,
      location: '/catalog?q=goat&lang=fr',
    });
    expect(pageOrRedirect(at('/catalog?page=4'))).toBe(4);
    expect(pageOrRedirect(at('/catalog'))).toBe(1);
  });

  it('redirects a page past the end to the last page, for now; nothing when the list was not read', () => {
    const info = { total: 30, page: 2, pageSize: 12 }; // 3 pages
    expect(thrown(() => redirectPastEnd(at('/blog?page=99'), 99, info))).toEqual({
      status: 302,
      location: '/blog?page=3',
    });
    expect(thrown(() => redirectPastEnd(at('/catalog?page=2&q=zzz'), 2, { total: 0, page: 2, pageSize: 24 }))).toEqual({
      status: 302,
      location: '/catalog?q=zzz',
    });
    expect(thrown(() => redirectPastEnd(at('/blog?page=3'), 3, info))).toBeNull();
    expect(thrown(() => redirectPastEnd(at('/blog?page=99'), 99, null))).toBeNull();
  });
});
