import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownedBy, setNullRef, updatedAt } from './columns';
import { adminUsers, children, donations, payments } from './schema';
import { sponsorships } from './sponsorship-schema';
import { supporterId } from './supporters-schema';

/** How a plan kept by staff is paid: a standing order at the bank, or cash brought in. */
export const keptPlanMethods = ['bank', 'cash'] as const;
export type KeptPlanMethod = (typeof keptPlanMethods)[number];
export const keptPlanStatuses = ['active', 'ended'] as const;

/**
 * A monthly sponsorship paid outside the site (a bank order, cash at the office), brought
 * in by an import (docs/importing.md): nothing is asked of the payer; staff record each
 * month's gift when it arrives ("record this month"), and that month is then kept.
 */
export const keptPlans = pgTable(
  'kept_plans',
  {
    id: id(),
    sponsorshipId: ownedBy('sponsorship_id', () => sponsorships.id),
    supporterId: supporterId(),
    childId: setNullRef('child_id', () => children.id),
    payerName: text('payer_name').notNull(),
    method: text('method', { enum: keptPlanMethods }).notNull(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    status: text('status', { enum: keptPlanStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kept_plans_sponsorship_idx').on(t.sponsorshipId), index('kept_plans_status_idx').on(t.status)],
);

/** A month of a kept plan recorded by staff: once per plan and month, whoever clicks twice. */
export const keptPlanMonths = pgTable(
  'kept_plan_months',
  {
    id: id(),
    planId: ownedBy('plan_id', () => keptPlans.id),
    period: text('period').notNull(),
    /** A month recorded before 2026-11-30 was an offline gift (Donation Records). */
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /** The sponsorship's payment that recorded it (giving/recurring/sponsorship-month.ts). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    recordedBy: setNullRef('recorded_by', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kept_plan_months_period_idx').on(t.planId, t.period)],
);
