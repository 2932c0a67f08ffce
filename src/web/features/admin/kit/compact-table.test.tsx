import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { CompactTable } from './compact-table';

type Row = { _id: string; month: string; total: number };
const rows: Row[] = [
  { _id: 'a', month: 'January', total: 120 },
  { _id: 'b', month: 'February', total: 80 },
];
const columns = [
  { key: 'month', header: 'Month', cell: (r: Row) => r.month, rowHeader: true },
  { key: 'total', header: 'Total', cell: (r: Row) => r.total, align: 'right' as const },
];

describe('CompactTable', () => {
  it('is one captioned table in its own scrolled region, with no frame or cards of its own', async () => {
    const html = await renderAdmin(<CompactTable rows={rows} columns={columns} caption="Gifts by month" />);
    expect(html).toMatch(
      /^<div role="region" aria-label="[^"]*Gifts by month[^"]*" tabindex="0" class="relative [^"]*">/,
    );
    expect(html).not.toContain('rounded-xl');
    expect(html).not.toContain('min-w-[44rem]');
    expect(html).not.toContain('<ul');
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<caption class="sr-only">Gifts by month</caption>');
    expect(html).toMatch(/<th [^>]*scope="row"[^>]*>January<\/th>/);
    expect(html).toMatch(/<td [^>]*>80<\/td>/);
  });

  it('pads its cells densely', async () => {
    const html = await renderAdmin(<CompactTable rows={rows} columns={columns} caption="Gifts by month" />);
    expect(html).toMatch(/<td class="[^"]*px-3 py-3/);
    expect(html).not.toContain('px-4 py-3');
  });
});
