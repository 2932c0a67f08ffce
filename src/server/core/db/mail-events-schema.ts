import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, setNullRef } from '~/server/core/db/columns';
import { indexWhenSet } from './indexes';

/**
 * What the mail relays told us (docs/operations.md, "Bounces and complaints"): one row per
 * event, whatever became of it. A relay's own id of the event is unique, so a replay is a no-op.
 */
export const mailEventTypes = ['delivered', 'hard-bounce', 'soft-bounce', 'complaint'] as const;
export const mailEvents = pgTable(
  'mail_events',
  {
    id: id(),
    relay: text('relay').notNull(),
    /** The relay's id of the event (or a digest of what identifies it). */
    eventKey: text('event_key').notNull(),
    type: text('type', { enum: mailEventTypes }).notNull(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    /** The kind of message it is about (outbox kind or 'newsletter'), null when not known. */
    kind: text('kind'),
    /** The newsletter send it is about (the alarm's rate per send). */
    sendId: uuid('send_id'),
    /** The relay's words (a bounce's diagnostic), at most 500 characters. */
    detail: text('detail'),
    /** applied: acted on; unknown-address: an address we never wrote to, nothing changed. */
    outcome: text('outcome', { enum: ['applied', 'unknown-address'] }).notNull(),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_events_relay_key_idx').on(t.relay, t.eventKey),
    index('mail_events_email_idx').on(t.email, t.occurredAt),
    index('mail_events_occurred_idx').on(t.occurredAt),
    indexWhenSet('mail_events_send_idx', t.sendId),
  ],
);

/**
 * Addresses the site does not write to (core/mail/suppression.ts): after a hard bounce,
 * three soft bounces in 30 days, or a complaint (then receipts and account notices still
 * go). Kept when lifted, with who lifted it and when; one active row per address.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id: id(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    reason: text('reason', { enum: ['hard-bounce', 'soft-bounces', 'complaint'] }).notNull(),
    /** all: nothing is sent; except-essential: receipts and account notices still are. */
    scope: text('scope', { enum: ['all', 'except-essential'] }).notNull(),
    eventId: setNullRef('event_id', () => mailEvents.id),
    createdAt: createdAt(),
    liftedAt: at('lifted_at'),
    /** 'staff' (with liftedById) or 'supporter' (from their own page). */
    liftedBy: text('lifted_by'),
    liftedById: uuid('lifted_by_id'),
  },
  (t) => [
    uniqueIndex('mail_suppressions_active_idx')
      .on(t.email)
      .where(sql`${t.liftedAt} IS NULL`),
    index('mail_suppressions_email_idx').on(t.email, t.createdAt),
  ],
);
