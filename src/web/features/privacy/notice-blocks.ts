/** A block of the privacy notice as written in Site settings. */
export type NoticeBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The notice's plain text as blocks: `## ` starts a heading, `- ` a list item, a blank
 * line ends a paragraph or a list, other lines run on in one paragraph. Text only: the
 * page renders each block as React text, never as HTML.
 */
export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let open: NoticeBlock | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      open = null;
      continue;
    }
    if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      open = null;
    } else if (line.startsWith('- ')) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', items: [] }));
      open.items.push(line.slice(2).trim());
    } else if (open?.kind === 'paragraph') {
      open.text += ` ${line}`;
    } else {
      blocks.push((open = { kind: 'paragraph', text: line }));
    }
  }
  return blocks;
}
