import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { paginate, Pagination, useUrlState } from './pagination';

const labels = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  nav: 'Pages of gifts',
};

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('slices the page asked for and counts the pages', () => {
    expect(paginate(items, 1, 20)).toEqual({ rows: items.slice(0, 20), pages: 3, current: 1 });
    expect(paginate(items, 3, 20)).toEqual({ rows: [41, 42, 43, 44, 45], pages: 3, current: 3 });
  });

  it('shows the last page for a page past it, and one empty page for no items', () => {
    expect(paginate(items, 9, 20)).toEqual({ rows: [41, 42, 43, 44, 45], pages: 3, current: 3 });
    expect(paginate([], 2, 20)).toEqual({ rows: [], pages: 1, current: 1 });
    expect(paginate(items, 1, 45).pages).toBe(1);
  });
});

describe('Pagination', () => {
  it('shows nothing for a single page', async () => {
    expect(await renderAdmin(<Pagination page={1} pages={1} onPage={() => undefined} labels={labels} />)).toBe('');
  });

  it('is a named nav saying the page, its buttons stopping at the ends', async () => {
    const first = await renderAdmin(<Pagination page={1} pages={3} onPage={() => undefined} labels={labels} />);
    expect(first).toMatch(/^<nav aria-label="Pages of gifts"/);
    expect(first).toContain('<span class="text-sm text-slate-600" aria-live="polite">Page 1 of 3</span>');
    expect(first).toMatch(/<button type="button" [^>]*disabled="">Previous<\/button>/);
    expect(first).toMatch(/<button type="button" class="[^"]*">Next<\/button>/);
    const last = await renderAdmin(<Pagination page={3} pages={3} onPage={() => undefined} labels={labels} />);
    expect(last).toMatch(/<button type="button" class="[^"]*">Previous<\/button>/);
    expect(last).toMatch(/<button type="button" [^>]*disabled="">Next<\/button>/);
  });
});

describe('useUrlState', () => {
  function Probe() {
    const url = useUrlState();
    return <p>{`${url.page}|${url.get('q')}|${url.get('sort', 'name')}`}</p>;
  }

  it('reads the filters and the page from the URL, page 1 when it is missing or not a page', async () => {
    expect(await renderAdmin(<Probe />, 'http://localhost/dashboard/things?q=goat&page=3')).toBe('<p>3|goat|name</p>');
    expect(await renderAdmin(<Probe />, 'http://localhost/dashboard/things?sort=price')).toBe('<p>1||price</p>');
    expect(await renderAdmin(<Probe />, 'http://localhost/dashboard/things?page=x')).toBe('<p>1||name</p>');
    expect(await renderAdmin(<Probe />, 'http://localhost/dashboard/things?page=-4')).toBe('<p>1||name</p>');
  });
});
