import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './debounced-search';
import type { useUrlState } from './pagination';

type Url = ReturnType<typeof useUrlState>;
type Search = ReturnType<typeof useDebouncedSearch>;

/** A URL holding `query`, whose changes are recorded. */
function urlOf(query: string) {
  const params = new URLSearchParams(query);
  const set = vi.fn<Url['set']>();
  const url: Url = { params, get: (key, fallback = '') => params.get(key) ?? fallback, set, page: 1 };
  return { url, set };
}

/** The search box's hook as a screen renders it, and the box's text. */
async function search(url: Url, max = 200, key?: string) {
  let hook: Search | undefined;
  function Probe() {
    hook = useDebouncedSearch(url, max, key);
    return <input value={hook.value} readOnly />;
  }
  const html = await renderAdmin(<Probe />);
  if (!hook) throw new Error('the probe did not render');
  return { hook, value: /value="([^"]*)"/.exec(html)?.[1] };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedSearch', () => {
  it('shows the URL’s search, cleaned and cut to what the API takes', async () => {
    expect((await search(urlOf('q=%20goat%09milk%20').url)).value).toBe('goat milk');
    expect((await search(urlOf('q=abcdef').url, 3)).value).toBe('abc');
    expect((await search(urlOf('name=Ana&q=goat').url, 200, 'name')).value).toBe('Ana');
    expect((await search(urlOf('').url)).value).toBe('');
  });

  it('puts the search in the URL once typing pauses, once for several keys', async () => {
    const { url, set } = urlOf('');
    const { hook } = await search(url);
    vi.useFakeTimers();
    hook.change('g');
    hook.change('go');
    hook.change('goat');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(set.mock.calls).toEqual([[{ q: 'goat' }]]);
  });

  it('takes a blank search out of the URL, under its own key', async () => {
    const { url, set } = urlOf('name=Ana');
    const { hook } = await search(url, 100, 'name');
    vi.useFakeTimers();
    hook.change('   ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(set.mock.calls).toEqual([[{ name: null }]]);
  });

  it('asks nothing of the URL when the box is cleared before typing pauses', async () => {
    const { url, set } = urlOf('');
    const { hook } = await search(url);
    vi.useFakeTimers();
    hook.change('goat');
    hook.clear();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(set).not.toHaveBeenCalled();
  });
});
