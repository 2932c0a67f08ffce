import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';

/** The messages' filter for the screen's search (docs/product.md: name, e-mail or message text, matched by the server). */
export const messagesQuery = (q: string) => ({ q: searchText(q, SEARCH_MAX_LENGTH) });

/** The first line or so of the message, on one line. */
export function preview(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The message as paragraphs, one per line, blank lines dropped. */
export const messageLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
