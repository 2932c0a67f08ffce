import type { MailAttachmentRef } from '~/server/core/db/mail-schema';
import { type Block, type Org, frame } from './layout';
import type { MailEvent } from './mail-event';

/** A message ready for the outbox. */
export interface OutboxDraft {
  /** The event, or a staff sign-in link (staff-messages.ts: built with its token, which is stored nowhere else). */
  kind: MailEvent['type'] | 'staff-invitation' | 'staff-password-reset' | 'staff-security-notice' | 'who-to-call';
  eventKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A file made when it is sent (the outbox's `attachment`). */
  attachment?: MailAttachmentRef;
}

/**
 * The message of one event in the organisation's frame: its key `<kind>:<id>` (one
 * message per event, however often it is queued); answers go to the organisation
 * unless `replyTo` names someone else (a notice answered to its sender).
 */
export function outboxDraft(
  org: Org,
  kind: OutboxDraft['kind'],
  id: string,
  to: string,
  subject: string,
  blocks: Block[],
  replyTo = org.email,
): OutboxDraft {
  return { kind, eventKey: `${kind}:${id}`, to, replyTo, ...frame(org, subject, blocks) };
}
