import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { PageNav } from './manager-page';
import { UrlPageNav } from './url-pages';

const url = { set: () => {} };

describe('PageNav and UrlPageNav', () => {
  it('shows nothing for a single page', async () => {
    expect(await renderAdmin(<PageNav page={1} pages={1} onPage={() => {}} />)).toBe('');
    expect(await renderAdmin(<UrlPageNav url={url} page={1} total={20} />)).toBe('');
  });

  it('says the page in the dashboard’s words, with buttons that stop at the ends', async () => {
    const html = await renderAdmin(<PageNav page={1} pages={3} onPage={() => {}} />);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('Page 1 of 3');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
  });

  it('links to the pages around the current one when given addresses (no script needed)', async () => {
    const html = await renderAdmin(<PageNav page={2} pages={3} href={(p) => `?page=${p}`} />);
    expect(html).toContain('href="/dashboard/things?page=1"');
    expect(html).toContain('href="/dashboard/things?page=3"');
    expect(html).toContain('Page 2 of 3');
  });

  it('counts the pages from the total and the page size, and never shows a page past the last', async () => {
    expect(await renderAdmin(<UrlPageNav url={url} page={2} total={41} />)).toContain('Page 2 of 3');
    expect(await renderAdmin(<UrlPageNav url={url} page={9} total={41} pageSize={10} />)).toContain('Page 5 of 5');
  });
});
