import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias.
import { departureChoices, departureReasons } from '../../shared/schemas/departure';
import { createdAt, id } from './columns';
import { recurringPlans } from './recurring-schema';
import { adminUsers, children } from './schema';
import { sponsorships } from './sponsorship-schema';

/**
 * A child who left the programme (graduated, moved away, left), recorded by staff with a
 * message for the sponsor. When the child had a sponsor, the sponsorship ended then and
 * its monthly plan (if any) waits, paused, for the sponsor's choice from their giving
 * page: another child (the one waiting longest is offered), a general monthly gift, or
 * the end. Unanswered after 30 days, staff see it (departures/overdue).
 */
export const childDepartures = pgTable(
  'child_departures',
  {
    id: id(),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: departureReasons }).notNull(),
    message: text('message').notNull(),
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'set null' }),
    planId: uuid('plan_id').references(() => recurringPlans.id, { onDelete: 'set null' }),
    /** The plan's status before it was paused for the choice (given back when it goes on). */
    planStatusBefore: text('plan_status_before'),
    sponsorName: text('sponsor_name'),
    sponsorEmail: text('sponsor_email'),
    lang: text('lang').notNull().default('en'),
    choice: text('choice', { enum: departureChoices }),
    newChildId: uuid('new_child_id').references(() => children.id, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('child_departures_child_idx').on(t.childId),
    // A sponsor's open choices (their giving page) and staff's list of the unanswered.
    index('child_departures_sponsor_idx').on(sql`lower(${t.sponsorEmail})`),
    // A sponsorship's departure (its supporter's export and erasure).
    index('child_departures_sponsorship_idx').on(t.sponsorshipId),
    index('child_departures_open_idx')
      .on(t.createdAt)
      .where(sql`${t.chosenAt} IS NULL AND ${t.sponsorEmail} IS NOT NULL`),
  ],
);
