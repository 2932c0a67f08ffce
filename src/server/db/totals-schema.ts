import { bigint, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The calendar the daily totals are kept in: a row's day is its instant's date in this
 * zone, written by the triggers (migration daily_totals). The analytics read them only
 * for this zone; another ORG_TIME_ZONE is answered from the records themselves.
 */
export const DAILY_TOTALS_TIME_ZONE = 'Africa/Kigali';

/**
 * Records counted per kind of record (`source`), key and local day, kept by triggers in
 * the same statement as the change (issue 17): the analytics read at most a row per day
 * and key instead of every record of a period.
 *
 * - `donations`: key the donation type, amount the francs.
 * - `payments`: key the status (every attempt, whatever its kind).
 * - `contact_messages`: key the status.
 * - `applications`, `subscriptions`: key ''; `blog_posts` (by their date): key ''.
 */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    source: text('source').notNull(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.day, t.key] })],
);

/**
 * The donors (lower-cased e-mail) who gave on each local day, with how many donations:
 * a period's distinct donors are the distinct keys of its days, read from this index
 * instead of every donation (kept by the donations trigger, migration daily_totals).
 */
export const donorDays = pgTable(
  'donor_days',
  {
    day: date('day').notNull(),
    emailKey: text('email_key').notNull(),
    donations: bigint('donations', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.emailKey] })],
);
