import type { Message } from '~/shared/schemas/message';

/** SPEC: the search matches name, e-mail or message text, case-insensitively. */
export function filterMessages(messages: Message[], query: string): Message[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return messages;
  return messages.filter((m) => [m.name, m.email, m.message].some((field) => field.toLocaleLowerCase().includes(q)));
}

/** The first line or so of the message, on one line. */
export function preview(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The message as paragraphs, one per line, blank lines dropped. */
export const messageLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
