import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
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
});
