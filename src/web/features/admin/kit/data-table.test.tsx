import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { CompactTable } from './compact-table';
import { type Column, DataTable } from './data-table';

interface Thing {
  _id: string;
  name: string;
  price: number;
}
const rows: Thing[] = [
  { _id: 'a', name: 'Goat', price: 60 },
  { _id: 'b', name: 'Hen', price: 10 },
];
const columns: Column<Thing>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (t) => t.name },
  { key: 'price', header: 'Price', align: 'right', cell: (t) => `$${t.price}` },
];

describe('DataTable', () => {
  it('is a captioned table: column headers, the naming cell a row header, one row a record', async () => {
    const html = await renderAdmin(<DataTable rows={rows} columns={columns} caption="Things" rowName="thing" />);
    expect(html).toContain('<caption class="sr-only">Things</caption>');
    expect(html.match(/<th[^>]*scope="col"[^>]*>(Name|Price)<\/th>/g)).toHaveLength(2);
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*>Goat<\/th>/);
    expect(html).toContain('$10');
    expect(html.match(/data-thing="a"/g)?.length).toBeGreaterThanOrEqual(1);
  });

  it('stacks as labelled cells on a phone in `stack` mode, keeping the table’s roles', async () => {
    const html = await renderAdmin(<DataTable rows={rows} columns={columns} caption="Things" phone="stack" />);
    expect(html).toContain('role="table"');
    expect(html).toContain('role="rowheader"');
    expect(html).toContain('data-label="Price"');
  });

  it('is a list of cards on a phone by default: the naming cell as title, an aside, the rest labelled, footers last', async () => {
    const cardColumns: Column<Thing>[] = [
      ...columns.map((c) => (c.key === 'price' ? { ...c, card: 'aside' as const } : c)),
      { key: 'note', header: 'Note', cell: (t) => `About ${t.name}`, hideOnPhone: (t) => t._id === 'b' },
      { key: 'hidden', header: 'Actions', card: 'hide', cell: () => 'Desktop only' },
      { key: 'act', header: 'Act', card: 'footer', cell: (t) => <button type="button">Edit {t.name}</button> },
    ];
    const html = await renderAdmin(<DataTable rows={rows} columns={cardColumns} caption="Things" rowName="thing" />);
    const cards = html.slice(html.indexOf('<ul'));
    expect(cards).toMatch(/^<ul class="[^"]*md:hidden" aria-label="Things">/);
    expect(cards.match(/<li class="p-4" data-thing="(a|b)">/g)).toHaveLength(2);
    expect(cards).toContain('<div class="font-bold whitespace-nowrap tabular-nums">$60</div>');
    expect(cards).toContain('<dt class="text-slate-600">Note</dt><dd class="min-w-0 break-words">About Goat</dd>');
    expect(cards).not.toContain('About Hen');
    expect(cards).not.toContain('Desktop only');
    expect(cards.indexOf('Edit Goat')).toBeGreaterThan(cards.indexOf('About Goat'));
    expect(html.slice(0, html.indexOf('<ul'))).toContain('Desktop only');
  });
});

describe('CompactTable', () => {
  it('is always a table, in a focusable region named for sideways scrolling, without cards', async () => {
    const html = await renderAdmin(<CompactTable rows={rows} columns={columns} caption="Figures" />);
    expect(html).toMatch(/^<div role="region" aria-label="Figures \(scrolls sideways\)" tabindex="0"/);
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('min-w-[44rem]');
    expect(html).toContain('px-3 py-3');
    expect(html.match(/<tr/g)).toHaveLength(3);
  });
});
