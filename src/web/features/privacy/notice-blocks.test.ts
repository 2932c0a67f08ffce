import { describe, expect, it } from 'vitest';
import { noticeBlocks } from './notice-blocks';

describe('noticeBlocks', () => {
  it('reads headings, paragraphs that run on, and lists', () => {
    expect(
      noticeBlocks(
        'Intro line one\nand two.\n\n## Rights\nYou can ask:\n- to see it;\n- to erase it.\nThen <b>write</b>.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line one and two.' },
      { kind: 'heading', text: 'Rights' },
      { kind: 'paragraph', text: 'You can ask:' },
      { kind: 'list', items: ['to see it;', 'to erase it.'] },
      { kind: 'paragraph', text: 'Then <b>write</b>.' },
    ]);
    expect(noticeBlocks('\r\n\r\n')).toEqual([]);
  });
});
