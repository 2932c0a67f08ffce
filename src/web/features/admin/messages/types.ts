import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { contractPath } from '~/shared/contract';
import { contactContracts } from '~/shared/contracts/contact';
import { ADMIN_PAGE_SIZE } from '../server-page';

/** One page of the messages for the screen's search (docs/product.md: name, e-mail or message text, matched by the server). */
export const messagesPath = (q: string, page: number) =>
  contractPath(contactContracts.list, {}, { q: searchText(q, SEARCH_MAX_LENGTH), page, pageSize: ADMIN_PAGE_SIZE });

/** The first line or so of the message, on one line. */
export function preview(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The message as paragraphs, one per line, blank lines dropped. */
export const messageLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
