/** GET /api/message (a bare array, newest first). */
export interface ContactMessage {
  id: string;
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: 'Unread' | 'Read' | 'Responded';
  createdAt: string;
}

/** SPEC: the search matches name, e-mail or message text, case-insensitively. */
export function filterMessages(messages: ContactMessage[], query: string): ContactMessage[] {
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
