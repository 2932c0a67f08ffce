import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, leasedRowColumns, ownedBy } from './columns';

/** A file a message carries, made when it is sent (mail/attachments.ts). */
export interface MailAttachmentRef {
  kind: 'year-report';
  id: string;
  lang: string;
}

/** The e-mail tables: newsletter sends and their deliveries, the outbox, shared settings. */

export const newsletterSends = pgTable('newsletter_sends', {
  id: id(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** 'all' or one subscription id (the per-subscriber Send Email). */
  audience: text('audience').notNull().default('all'),
  status: text('status', { enum: ['queued', 'sending', 'done'] })
    .notNull()
    .default('queued'),
  total: integer('total').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: at('finished_at'),
  /** The client's Idempotency-Key: the same request twice creates one send. */
  idempotencyKey: text('idempotency_key').unique(),
});

/** A message's way out: queued, taken by a worker, sent, or failed after its attempts. */
const sending = () => ({
  ...leasedRowColumns(['queued', 'sending', 'sent', 'failed'] as const),
  /**
   * Why a 'failed' message was not sent (`notSentReasons`, src/shared/schemas/mail.ts): over-cap, suppressed,
   * unsubscribed (the site decided), refused, attempts, interrupted (the relay or a crash).
   */
  reason: text('reason'),
});

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    sendId: ownedBy('send_id', () => newsletterSends.id),
    email: text('email').notNull(),
    ...sending(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_send_email_idx').on(t.sendId, t.email),
    index('newsletter_deliveries_status_idx').on(t.status, t.nextAttemptAt),
    // A relay's event for an address: the copy it is about.
    index('newsletter_deliveries_email_idx').on(t.email, t.sentAt),
  ],
);

/** Receipts, confirmations and notices: written in the request, sent by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** e.g. 'donation-receipt:<id>': one message per event, however often it is queued. */
    eventKey: text('event_key').unique(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * A file made when the message is sent, not stored here (e.g. `{ kind: 'year-report', id, lang }`:
     * the sponsor's yearly report as a PDF); the mail workers are given what makes each kind.
     */
    attachment: jsonb('attachment').$type<MailAttachmentRef>(),
    ...sending(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt),
    // A person's mail (their record, the relays' events), newest first.
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt),
    // Deliverability: what was sent per week.
    index('mail_outbox_sent_idx').on(t.sentAt),
    // The mail log's "not sent" list.
    index('mail_outbox_not_sent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/** Settings the mail code keeps in the database so every instance shares them (the unsubscribe secret). */
export const mailSettings = pgTable('mail_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Messages queued per recipient address per day (UTC): a stranger who types someone
 * else's address into a form can only make the site write to it a few times a day.
 */
export const mailRecipientCounts = pgTable(
  'mail_recipient_counts',
  {
    address: text('address').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.address, t.day] })],
);
