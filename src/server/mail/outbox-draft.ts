import type { MailEvent } from './mail-event';

/** A message ready for the outbox. */
export interface OutboxDraft {
  kind: MailEvent['type'];
  eventKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}
