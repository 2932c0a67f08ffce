import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { children, payments } from './schema';

/** A sponsorship paid for a child: who sponsored, how much and how often (the payment row holds the money's state). */
export const sponsorshipPayments = pgTable(
  'sponsorship_payments',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email').notNull(),
    sponsorPhone: text('sponsor_phone').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'momo', 'airtime'] }).notNull(),
    paymentFrequency: text('payment_frequency', { enum: ['monthly', 'onetime'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of children reads the latest sponsor of each of them (and a child's payments, newest first).
    index('sponsorship_payments_child_created_idx').on(t.childId, t.createdAt),
    // A sponsor's payments by their address in any case (donor_summaries' refresh, a donor's record).
    index('sponsorship_payments_sponsor_key_idx').on(sql`lower(${t.sponsorEmail})`),
  ],
);
