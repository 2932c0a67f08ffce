import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ownedBy } from './columns';
import { recurringPlans } from './recurring-schema';
import { supporterId } from './supporters-schema';

/**
 * A payer's "sign out of all links": every giving link (mail/giving-token.ts) of this
 * address issued before `revokedBefore` is refused. Keyed by the lower-cased address.
 */
export const givingLinkRevocations = pgTable('giving_link_revocations', {
  email: text('email').primaryKey(),
  revokedBefore: timestamp('revoked_before', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
});

/** pending: waits for the payer's click in the e-mail; confirmed: applied; cancelled: replaced, revoked or refused. */
export const planChangeStatuses = ['pending', 'confirmed', 'cancelled'] as const;

/**
 * A raise of a plan's monthly amount asked from a giving link: it takes effect only
 * once confirmed from the one-use link e-mailed to the payer (recurring/plan-changes.ts),
 * so a forwarded or leaked giving link cannot raise what a saved card is charged.
 */
export const planChangeRequests = pgTable(
  'plan_change_requests',
  {
    id: id(),
    planId: ownedBy('plan_id', () => recurringPlans.id),
    payerEmail: text('payer_email').notNull(),
    supporterId: supporterId(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    status: text('status', { enum: planChangeStatuses }).notNull().default('pending'),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_change_requests_plan_idx').on(t.planId, t.status),
    index('plan_change_requests_email_idx').on(t.payerEmail),
    index('plan_change_requests_supporter_idx').on(t.supporterId),
  ],
);

/**
 * Signed one-use links already followed (a newsletter confirmation): the link's
 * signature, kept until the link would have expired anyway.
 */
export const usedLinkTokens = pgTable(
  'used_link_tokens',
  {
    mac: text('mac').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_link_tokens_expires_idx').on(t.expiresAt)],
);
