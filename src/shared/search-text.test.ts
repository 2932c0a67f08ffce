import { describe, expect, it } from 'vitest';
import { applicationListQuerySchema } from './schemas/application';
import { adminChildQuerySchema } from './schemas/child';
import { donorListQuerySchema } from './schemas/donor';
import { giftListQuerySchema } from './schemas/gift';
import { messageListQuerySchema } from './schemas/message';
import { CHILD_SEARCH_MAX_LENGTH, SEARCH_MAX_LENGTH, searchText } from './search-text';

describe('searchText', () => {
  it('cuts a long search to its first characters, trimmed', () => {
    expect(searchText('a'.repeat(209), SEARCH_MAX_LENGTH)).toBe('a'.repeat(200));
    expect(searchText(`  ${'b'.repeat(150)}`, CHILD_SEARCH_MAX_LENGTH)).toBe('b'.repeat(100));
    expect(searchText(`${'c'.repeat(99)}  dd`, CHILD_SEARCH_MAX_LENGTH)).toBe('c'.repeat(99));
    expect(searchText('  goat  ', SEARCH_MAX_LENGTH)).toBe('goat');
    expect(searchText(null, SEARCH_MAX_LENGTH)).toBe('');
  });

  it('drops control characters: a NUL goes, a line break or a tab is a space', () => {
    expect(searchText('go\u0000at\u0007', SEARCH_MAX_LENGTH)).toBe('goat');
    expect(searchText('\u0000', SEARCH_MAX_LENGTH)).toBe('');
    expect(searchText('milk\tgoat\r\nfarm\u007f', SEARCH_MAX_LENGTH)).toBe('milk goat farm');
  });

  it('never keeps half of a character outside the BMP', () => {
    const cut = searchText(`${'e'.repeat(199)}😀😀`, SEARCH_MAX_LENGTH);
    expect(cut).toBe('e'.repeat(199));
    expect(searchText(`${'e'.repeat(198)}😀😀`, SEARCH_MAX_LENGTH)).toBe(`${'e'.repeat(198)}😀`);
  });

  it("gives the list reads' schemas a search they accept, where the raw one is refused", () => {
    const long = `  ${'x'.repeat(250)}`;
    for (const [schema, max] of [
      [giftListQuerySchema, SEARCH_MAX_LENGTH],
      [messageListQuerySchema, SEARCH_MAX_LENGTH],
      [applicationListQuerySchema, SEARCH_MAX_LENGTH],
      [donorListQuerySchema, SEARCH_MAX_LENGTH],
      [adminChildQuerySchema, CHILD_SEARCH_MAX_LENGTH],
    ] as const) {
      expect(schema.safeParse({ q: long }).success).toBe(false);
      expect(schema.safeParse({ q: 'x'.repeat(max + 1) }).success).toBe(false);
      expect(schema.safeParse({ q: searchText(long, max) })).toMatchObject({
        success: true,
        data: { q: 'x'.repeat(max) },
      });
    }
  });
});
