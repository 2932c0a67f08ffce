import { sql } from 'drizzle-orm';
import { boolean, date, text, timestamp } from 'drizzle-orm/pg-core';
import { textList } from './columns';

/**
 * The children table's columns of docs/children-protection.md (schema.ts spreads them in): what the public
 * may see of a child is the preferred name, age, district and public story, and only
 * after the guardian's consent (who, when, for what: listing, photo, story) is recorded;
 * since when the child waits for a sponsor; whether it left the programme.
 */
export const childProtectionColumns = () => ({
  /** '' (a row written without one): the first name (db/child-name.ts). */
  preferredName: text('preferred_name').notNull().default(''),
  district: text('district').notNull().default(''),
  privateNeeds: textList('private_needs'),
  consentGivenBy: text('consent_given_by'),
  consentGivenOn: date('consent_given_on', { mode: 'string' }),
  consentScope: textList('consent_scope'),
  /** Since when the child waits for a sponsor (added, or made available again): the public list's order. */
  waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
  /** The child left the programme (child_departures holds why, and what the sponsor chose). */
  leftAt: timestamp('left_at', { withTimezone: true }),
  /** Shown publicly: a listing consent recorded, and still in the programme. */
  listed: boolean('listed')
    .notNull()
    .generatedAlwaysAs(sql`'listing' = ANY(consent_scope) AND left_at IS NULL`),
});
