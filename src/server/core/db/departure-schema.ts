import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias.
import { departureChoices, departureReasons } from '~/shared/schemas/departure';
import { at, createdAt, id, setNullRef } from './columns';
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
    childId: setNullRef('child_id', () => children.id),
    reason: text('reason', { enum: departureReasons }).notNull(),
    message: text('message').notNull(),
    sponsorshipId: setNullRef('sponsorship_id', () => sponsorships.id),
    planId: setNullRef('plan_id', () => recurringPlans.id),
    /** The plan's status before it was paused for the choice (given back when it goes on). */
    planStatusBefore: text('plan_status_before'),
    sponsorName: text('sponsor_name'),
    sponsorEmail: text('sponsor_email'),
    lang: text('lang').notNull().default('en'),
    choice: text('choice', { enum: departureChoices }),
    newChildId: setNullRef('new_child_id', () => children.id),
    chosenAt: at('chosen_at'),
    createdBy: setNullRef('created_by', () => adminUsers.id),
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
