import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods, sponsorshipFrequencies } from '~/shared/schemas/payment-methods';
import { at, createdAt, id, requiredRef, setNullRef } from './columns';
import { uniqueWhenSet } from './indexes';
import { adminUsers, children, payments } from './schema';
import { supporterId } from './supporters-schema';

export const sponsorshipSources = ['payment', 'staff'] as const;
export const sponsorshipStatuses = ['active', 'ended'] as const;

/**
 * A sponsorship: one child, one sponsor (e-mail and name for now; a supporter later),
 * a start, an end and a status. Its payments (sponsorship_payments) and its monthly
 * plan (the plan whose first payment is one of them) belong to it. A child is
 * sponsored by at most one active sponsorship (children.sponsorship_id names it).
 * Staff may mark a child sponsored by hand: source 'staff', sponsor unknown until told.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: id(),
    childId: setNullRef('child_id', () => children.id),
    sponsorName: text('sponsor_name'),
    sponsorEmail: text('sponsor_email'),
    sponsorPhone: text('sponsor_phone'),
    supporterId: supporterId(),
    source: text('source', { enum: sponsorshipSources }).notNull(),
    status: text('status', { enum: sponsorshipStatuses }).notNull().default('active'),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** The payment that began it (source 'payment'), or the staff member who marked it (source 'staff'). */
    paymentId: uuid('payment_id').references(() => payments.id),
    createdBy: setNullRef('created_by', () => adminUsers.id),
    /** The charity's own id for a sponsorship brought in by an import (docs/importing.md). */
    ref: text('ref'),
  },
  (t) => [
    uniqueWhenSet('sponsorships_ref_idx', t.ref),
    index('sponsorships_child_idx').on(t.childId, t.startedAt),
    index('sponsorships_supporter_idx').on(t.supporterId),
    // A sponsor's sponsorships by the address they were given with (made by 0031's SQL; described here).
    index('sponsorships_sponsor_key_idx').on(sql`lower(${t.sponsorEmail})`),
    // One active sponsorship per child, whoever tries at the same instant.
    uniqueIndex('sponsorships_one_active_idx')
      .on(t.childId)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const unplacedResolutions = ['another_child', 'general_gift', 'refunded'] as const;

/**
 * A sponsorship payment approved after its child stopped being held for it (staff
 * released the hold, or another sponsor has the child now): the money is recorded, the
 * payer told kindly, and staff decide (another child, a general gift, or a refund).
 * Never a second sponsor.
 */
export const unplacedSponsorships = pgTable(
  'unplaced_sponsorships',
  {
    id: id(),
    paymentId: requiredRef('payment_id', () => payments.id),
    childId: setNullRef('child_id', () => children.id),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email').notNull(),
    supporterId: supporterId(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    resolution: text('resolution', { enum: unplacedResolutions }),
    /** Another child (resolution 'another_child'), once staff chose. */
    newChildId: setNullRef('new_child_id', () => children.id),
    note: text('note'),
    resolvedAt: at('resolved_at'),
    resolvedBy: setNullRef('resolved_by', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unplaced_sponsorships_payment_idx').on(t.paymentId),
    index('unplaced_sponsorships_supporter_idx').on(t.supporterId),
    index('unplaced_sponsorships_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * Money a sponsor paid for a child (a sponsorship's payment, a gift): its payment, the child
 * (null once the child's record is deleted) and the sponsorship it belongs to (null: a payment
 * kept from before sponsorships, or unplaced).
 */
export const paidForChild = () => ({
  paymentId: requiredRef('payment_id', () => payments.id),
  childId: setNullRef('child_id', () => children.id),
  sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id),
});

/** A sponsorship paid for a child: who sponsored, how much and how often (the payment row holds the money's state). */
export const sponsorshipPayments = pgTable(
  'sponsorship_payments',
  {
    id: id(),
    ...paidForChild(),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email').notNull(),
    sponsorPhone: text('sponsor_phone').notNull(),
    supporterId: supporterId(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentFrequency: text('payment_frequency', { enum: sponsorshipFrequencies }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of children reads the latest sponsor of each of them (and a child's payments, newest first).
    index('sponsorship_payments_child_created_idx').on(t.childId, t.createdAt),
    // A sponsor's payments by their address in any case (a search by e-mail, a person's data).
    index('sponsorship_payments_sponsor_key_idx').on(sql`lower(${t.sponsorEmail})`),
    index('sponsorship_payments_supporter_created_idx').on(t.supporterId, t.createdAt),
    index('sponsorship_payments_payment_idx').on(t.paymentId),
  ],
);
