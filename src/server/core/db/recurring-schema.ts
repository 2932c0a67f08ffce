import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods } from '~/shared/schemas/payment-methods';
import { at, createdAt, id, ownedBy, setNullRef, updatedAt } from './columns';
import { children, payments } from './schema';
import { supporterId } from './supporters-schema';

/** What a plan gives to: a monthly donation, or a child's monthly sponsorship. */
export const planKinds = ['donation', 'sponsorship'] as const;
/** active: charged each month; paused: by the payer or staff; lapsed: the last retry failed; cancelled: final. */
export const planStatuses = ['active', 'paused', 'lapsed', 'cancelled'] as const;
/** claimed: a scheduler took it (asks the provider next); pending: waiting for the payer; paid; failed. */
export const chargeStatuses = ['claimed', 'pending', 'paid', 'failed', 'skipped'] as const;
/**
 * The MTN MoMo pre-approval a plan is debited against (recurring/preapproval.ts): none (null:
 * monthly prompts), the first one asked, approved, or ended (cancelled by the payer or on
 * MTN's side, expired, refused): an ended one means monthly prompts again.
 */
export const planPreapprovalStatuses = ['pending', 'approved', 'cancelled', 'expired', 'failed'] as const;

/**
 * A monthly donation or sponsorship, created when its first payment settles (in the
 * same transaction, recurring/settlement-hook.ts). `period` is the month to collect
 * next ('YYYY-MM'), due on `nextDueOn`; `nextRunAt` is when a scheduler acts on it
 * next (the due date, a reminder, a retry). No card data: the method and the phone only,
 * and for a card plan the processor's token (`cardToken`, not card data).
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: id(),
    kind: text('kind', { enum: planKinds }).notNull(),
    payerEmail: text('payer_email').notNull(),
    payerName: text('payer_name').notNull(),
    payerPhone: text('payer_phone').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    supporterId: supporterId(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    childId: setNullRef('child_id', () => children.id),
    target: text('target').notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    period: text('period').notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    nextRunAt: at('next_run_at').notNull(),
    /** Failed tries of the current period (0 before the first). */
    failures: integer('failures').notNull().default(0),
    remindedFor: text('reminded_for'),
    status: text('status', { enum: planStatuses }).notNull().default('active'),
    /** The donation's or sponsorship's details as first paid (no card field, no PIN): each month's purchase. */
    template: jsonb('template').notNull(),
    /** The first payment, which made the plan; null for a plan brought in by an import (docs/importing.md). */
    originPaymentId: uuid('origin_payment_id').references(() => payments.id),
    lastPaidAt: at('last_paid_at'),
    /**
     * Flutterwave's token for the card of a card plan (from the verify answer of a paid
     * checkout): each month is charged with it. Never logged, mailed or answered by an API.
     */
    cardToken: text('card_token'),
    /** A card plan whose amount changed: its payer is reminded before the next charge (recurring/scheduler.ts). */
    remindAmount: boolean('remind_amount').notNull().default(false),
    /** Why the payer (or staff for them) cancelled, as they said it (optional): Sponsor health's "who stopped". */
    stopReason: text('stop_reason'),
    /** MTN's X-Reference-Id of the pre-approval the plan is debited against (or of the first one asked). */
    preapprovalRef: uuid('preapproval_ref'),
    preapprovalStatus: text('preapproval_status', { enum: planPreapprovalStatuses }),
    /** The most a month may take without a prompt (what the payer approved; a raise above it asks again). */
    preapprovalMaxRwf: bigint('preapproval_max_rwf', { mode: 'number' }),
    /** The pre-approval's last day: "automatic until"; renewal is asked 14 days before. */
    preapprovalEndsOn: date('preapproval_ends_on', { mode: 'string' }),
    /** A card plan: the last day of its card's expiry month (no other card data); told 14 days before a charge it misses. */
    cardExpiresOn: date('card_expires_on', { mode: 'string' }),
    /** The period whose automatic debit was announced 24 hours before (once per month). */
    debitNoticeFor: text('debit_notice_for'),
    /** The period for which the payer was told their card expires before its charge (once). */
    cardNoticeFor: text('card_notice_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recurring_plans_origin_idx').on(t.originPaymentId),
    index('recurring_plans_run_idx').on(t.status, t.nextRunAt),
    index('recurring_plans_email_idx').on(t.payerEmail),
    index('recurring_plans_supporter_idx').on(t.supporterId),
  ],
);

/**
 * One try to collect one month of one plan: the unique (plan, period, attempt) is the
 * claim that makes each try happen once across instances and restarts; its payment's
 * Idempotency-Key is derived from it, so a try repeated after a crash is the same payment.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: id(),
    planId: ownedBy('plan_id', () => recurringPlans.id),
    period: text('period').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: chargeStatuses }).notNull().default('claimed'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** When the payer (and, for the last try, staff) were told of a failure; a scheduler sets it once. */
    notifiedAt: at('notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recurring_charges_try_idx').on(t.planId, t.period, t.attempt),
    index('recurring_charges_payment_idx').on(t.paymentId),
  ],
);

/**
 * What a payer wants their receipts to say, set on their own giving page (the
 * signed link names the address): the name to print, when it differs from the one given
 * with each gift, and an optional postal address (tax offices abroad often ask for one).
 * One row per address, lower-cased; no row: the name given with the latest gift, no address.
 */
export const givingProfiles = pgTable(
  'giving_profiles',
  {
    emailKey: text('email_key').primaryKey(),
    name: text('name').notNull().default(''),
    postalAddress: text('postal_address').notNull().default(''),
    supporterId: supporterId(),
    updatedAt: updatedAt(),
  },
  (t) => [index('giving_profiles_supporter_idx').on(t.supporterId)],
);
