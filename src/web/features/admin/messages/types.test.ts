import { describe, expect, it } from 'vitest';
import type { Message } from '~/shared/schemas/message';
import { filterMessages, messageLines, preview } from './types';

const msg = (over: Partial<Message>): Message => ({
  id: '1',
  _id: '1',
  name: 'Jean Bosco',
  email: 'jean@example.org',
  phone: '',
  subject: 'Visit',
  message: 'Hello',
  status: 'Unread',
  createdAt: '2026-11-21T06:00:00Z',
  ...over,
});

describe('filterMessages', () => {
  const list = [
    msg({ _id: 'a', name: 'Jean Bosco' }),
    msg({ _id: 'b', name: 'Aline', email: 'ALINE@school.rw' }),
    msg({ _id: 'c', name: 'Eric', email: 'eric@example.org', message: 'About the Goat gift', subject: 'Water' }),
  ];
  const ids = (q: string) => filterMessages(list, q).map((m) => m._id);

  it('matches name, e-mail or message text, ignoring case', () => {
    expect(ids('bosco')).toEqual(['a']);
    expect(ids('aline@SCHOOL')).toEqual(['b']);
    expect(ids('goat')).toEqual(['c']);
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
  });

  it('does not match the subject alone', () => {
    expect(ids('water')).toEqual([]);
  });
});

describe('message text', () => {
  it('previews on one line and splits the message by line', () => {
    expect(preview('Hello\nthere  friend')).toBe('Hello there friend');
    expect(preview('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(messageLines('One\r\n\nTwo\n')).toEqual(['One', 'Two']);
  });
});
