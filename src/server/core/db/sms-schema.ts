import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, leasedRowColumns } from './columns';
import { supporterId } from './supporters-schema';

/**
 * Text messages (docs/operations.md#text-message-gateways, src/server/messaging/sms/README.md): the queue the SMS sender
 * works through, the consents and opt-outs of each number, what people reply, and the
 * count per number per day that caps what the site sends one phone.
 */

// Relative: drizzle-kit loads this file without the `~/` alias. skipped: never sent (the number's daily cap
// was reached), kept so nothing vanishes unseen.
import { smsKinds, smsStatuses } from '~/shared/schemas/sms';

export { smsKinds, smsStatuses };

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    kind: text('kind', { enum: smsKinds }).notNull(),
    /** One message per event (a payment's receipt, a plan's month): a replay queues nothing. */
    eventKey: text('event_key').notNull().unique(),
    /** `+2507XXXXXXXX` (sms/phone.ts). */
    phone: text('phone').notNull(),
    lang: text('lang').notNull().default('en'),
    text: text('text').notNull(),
    segments: integer('segments').notNull(),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
    ...leasedRowColumns(smsStatuses),
    /** The gateway that took it (pindo, africas-talking, file) and its id for the delivery report. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** What the gateway said it cost, e.g. 15.0000 RWF; null when it did not say. Never a float. */
    cost: numeric('cost', { precision: 12, scale: 4 }),
    costCurrency: text('cost_currency'),
    /** The staff member who wrote it (kind 'staff'). */
    sentBy: uuid('sent_by'),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_messages_provider_idx').on(t.provider, t.providerMessageId),
    index('sms_messages_phone_idx').on(t.phone, t.createdAt),
    index('sms_messages_created_idx').on(t.createdAt),
    index('sms_messages_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * A number's consent to receipts and notices by SMS (given on a payment form, with its
 * date and source) and its opt-out (a reply of STOP, or staff), keyed by the number.
 * A later issue moves consents to the supporter; until then this is the record.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    phone: text('phone').primaryKey(),
    lang: text('lang').notNull().default('en'),
    consentedAt: at('consented_at'),
    consentSource: text('consent_source'),
    optedOutAt: at('opted_out_at'),
    optOutSource: text('opt_out_source'),
    /** The supporter who gave the consent (the number's latest, when one number served two people). */
    supporterId: supporterId(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sms_consents_supporter_idx').on(t.supporterId)],
);

/** Messages people send us (a reply to a receipt), as the gateways hand them over. */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    /** What it did: 'opt-out' for STOP and its like, null otherwise. */
    action: text('action'),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('sms_inbound_provider_idx').on(t.provider, t.providerMessageId)],
);

/** Messages queued per number per day (UTC): the cap (SMS_PER_NUMBER_PER_DAY) is checked against it in one statement. */
export const smsDailyCounts = pgTable(
  'sms_daily_counts',
  {
    phone: text('phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.day] })],
);

/** Short links in text messages (`/s/<code>`), each to one long address (a signed giving page), until it expires. */
export const smsLinks = pgTable('sms_links', {
  code: text('code').primaryKey(),
  url: text('url').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
