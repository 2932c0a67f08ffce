import { bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, updatedAt } from './columns';
import { recurringPlans } from './recurring-schema';

/** Why a pre-approval was asked: a plan's first, a renewal before the end, a raise above the maximum. */
export const preapprovalPurposes = ['first', 'renewal', 'raise'] as const;
/**
 * wanted: to be sent by the next pass; asking: sent (or being sent), MTN's answer not read yet;
 * pending: MTN has it, the payer has yet to approve; approved; failed (refused, never approved);
 * cancelling: to be cancelled on MTN's side (DELETE), then cancelled; expired.
 */
export const preapprovalStatuses = [
  'wanted',
  'asking',
  'pending',
  'approved',
  'failed',
  'cancelling',
  'cancelled',
  'expired',
] as const;
export type PreapprovalStatus = (typeof preapprovalStatuses)[number];

/**
 * One MTN MoMo pre-approval asked for a plan (POST /collection/v2_0/preapproval): its
 * X-Reference-Id is the key, chosen before the call, so a call repeated after a crash or
 * a timeout is the same request. Work is leased (`next_check_at`), one instance at a time.
 */
export const momoPreapprovals = pgTable(
  'momo_preapprovals',
  {
    referenceId: uuid('reference_id').primaryKey().defaultRandom(),
    planId: ownedBy('plan_id', () => recurringPlans.id),
    purpose: text('purpose', { enum: preapprovalPurposes }).notNull(),
    status: text('status', { enum: preapprovalStatuses }).notNull().default('wanted'),
    payerPhone: text('payer_phone').notNull(),
    maxRwf: bigint('max_rwf', { mode: 'number' }).notNull(),
    /** The last day asked for; MTN's expirationDateTime replaces it once approved. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    askedAt: at('asked_at'),
    /** When a pass next sends, asks about or cancels it (also the lease). */
    nextCheckAt: at('next_check_at').notNull().defaultNow(),
    checks: bigint('checks', { mode: 'number' }).notNull().default(0),
    settledAt: at('settled_at'),
    /** MTN's reason or ours (never a body or a header). */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('momo_preapprovals_due_idx').on(t.status, t.nextCheckAt),
    index('momo_preapprovals_plan_idx').on(t.planId),
  ],
);
