import { describe, expect, it } from 'vitest';
import { messageLines, messagesQuery, preview } from './types';
import { contractPath } from '~/shared/contract';
import { contactContracts } from '~/shared/contracts/contact';
import { listPath } from '../kit/paged-list';

describe('messagesQuery', () => {
  it('asks the server for one page of 20, with the search when there is one', () => {
    const messagesPath = (q: string, page: number) =>
      listPath(contactContracts.list, page, { query: messagesQuery(q) });
    const list = (query: object) => contractPath(contactContracts.list, {}, { ...query });
    expect(messagesPath('  goat ', 3)).toBe(list({ q: 'goat', page: 3, pageSize: 20 }));
    expect(messagesPath('  ', 1)).toBe(list({ page: 1, pageSize: 20 }));
    expect(messagesPath('  ', 1)).toBe(`${contactContracts.list.url}?page=1&pageSize=20`);
  });
});

describe('message text', () => {
  it('previews on one line and splits the message by line', () => {
    expect(preview('Hello\nthere  friend')).toBe('Hello there friend');
    expect(preview('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(messageLines('One\r\n\nTwo\n')).toEqual(['One', 'Two']);
  });
});
