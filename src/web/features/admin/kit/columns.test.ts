import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns';

type Row = { name: string };

describe('columnsOf', () => {
  it('makes a column whose header is the table’s words for its key, with its cell', () => {
    const column = columnsOf<Row>((key) => `header:${key}`);
    const name = column('name', (row) => row.name);
    expect(name.key).toBe('name');
    expect(name.header).toBe('header:name');
    expect(name.cell({ name: 'Goat' })).toBe('Goat');
    expect(Object.keys(name).sort()).toEqual(['cell', 'header', 'key']);
  });

  it('adds what `more` says, which may also replace the header', () => {
    const column = columnsOf<Row>((key) => `header:${key}`);
    const price = column('price', () => '60', { align: 'right', rowHeader: true });
    expect(price).toMatchObject({ key: 'price', header: 'header:price', align: 'right', rowHeader: true });
    expect(column('actions', () => null, { header: '' }).header).toBe('');
  });
});
