import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { FilterBar, FilterSelect, SearchBox, SearchForm } from './filters';

const options = [
  { value: 'card', label: 'Card' },
  { value: 'momo', label: 'Mobile money' },
];

describe('FilterBar, SearchBox and FilterSelect', () => {
  it('is a search landmark whose controls are labelled for screen readers', async () => {
    const html = await renderAdmin(
      <FilterBar>
        <SearchBox label="Search donors" placeholder="Name or e-mail" value="ada" onChange={() => {}} maxLength={80} />
        <FilterSelect label="Method" value="momo" onChange={() => {}} all="All methods" options={options} id="method" />
      </FilterBar>,
    );
    expect(html).toMatch(/^<div role="search"/);
    const searchId = html.match(/<label for="([^"]+)" class="sr-only">Search donors<\/label>/)?.[1];
    expect(html).toMatch(new RegExp(`<input id="${searchId}" type="search" maxLength="80" [^>]*value="ada"`));
    expect(html).toContain('placeholder="Name or e-mail"');
    expect(html).toContain('<label for="method" class="sr-only">Method</label>');
    const shown = [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)];
    expect(shown.map((m) => [m[1], m[3], Boolean(m[2])])).toEqual([
      ['', 'All methods', false],
      ['card', 'Card', false],
      ['momo', 'Mobile money', true],
    ]);
  });

  it('offers no "all" option when none is given (a sort)', async () => {
    const html = await renderAdmin(<FilterSelect label="Sort" value="card" onChange={() => {}} options={options} />);
    expect(html).not.toContain('<option value="">');
  });
});

describe('SearchForm', () => {
  it('is a GET form (no script needed) with its text under `q` and its button', async () => {
    const html = await renderAdmin(
      <SearchForm label="Search" value="" maxLength={100} submit="Search" clear="Clear" />,
    );
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('role="search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
    expect(html).not.toContain('Clear');
  });

  it('links back to the whole list once a filter is set, keeping the other fields before the buttons', async () => {
    const html = await renderAdmin(
      <SearchForm label="Search" value="goat" maxLength={100} submit="Search" clear="Clear" clearTo="?status=open">
        <select name="status" />
      </SearchForm>,
    );
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/things\?status=open"[^>]*>Clear<\/a>/);
    expect(html).toContain('value="goat"');
    expect(html.indexOf('name="status"')).toBeLessThan(html.indexOf('>Search</button>'));
  });
});
