import type { MailEvent } from './mail-event';

/** A message ready for the outbox. */
export interface OutboxDraft {
  /** The event, or a staff sign-in link (staff-messages.ts: built with its token, which is stored nowhere else). */
  kind: MailEvent['type'] | 'staff-invitation' | 'staff-password-reset';
  eventKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}
