import {
  bigint,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
  (t) => [
    primaryKey({ columns: [t.day, t.emailKey] }),
    // Whether a donor gave within a range of days (the edges of a period, distinct-donors.ts).
    index('donor_days_email_key_day_idx').on(t.emailKey, t.day),
  ],
);

/**
 * The distinct donors of a range of whole days already past, counted once and kept: a
 * past day's donors change only when a gift is back-dated or removed, and each such change
 * moves `donor_days_version` on (migration donor_range_counts), which makes every count
 * kept under an older version stale. The analytics' periods ask for the same ranges all
 * day long (distinct-donors.ts).
 */
export const donorRangeCounts = pgTable(
  'donor_range_counts',
  {
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    donors: bigint('donors', { mode: 'number' }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firstDay, t.lastDay] })],
);

/** One row: moved on by every change to the donors of a day already past (donor_range_counts). */
export const donorDaysVersion = pgTable('donor_days_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row per donor (lower-cased e-mail) of every gift received (the `donor_gifts` view:
 * donations, approved sponsorships, approved gift orders with a buyer), as the Donors
 * screen lists them: the latest name, address and phone given, the totals, the first and
 * last gift. Kept by triggers at the commit of each change to a gift (migration
 * donor_summaries), so the list reads a page of these instead of aggregating every gift.
 */
export const donorSummaries = pgTable(
  'donor_summaries',
  {
    emailKey: text('email_key').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Every name the donor has given, lower-cased, one per line: a search finds them by any. */
    names: text('names').notNull(),
    phone: text('phone').notNull(),
    anonymous: boolean('anonymous').notNull(),
    gifts: bigint('gifts', { mode: 'number' }).notNull(),
    rwf: numeric('rwf').notNull(),
    cents: numeric('cents').notNull(),
    firstGift: timestamp('first_gift', { withTimezone: true }).notNull(),
    lastGift: timestamp('last_gift', { withTimezone: true }).notNull(),
  },
  (t) => [index('donor_summaries_last_gift_idx').on(t.lastGift.desc().nullsFirst(), t.emailKey)],
);

/**
 * Donations counted for each kind and method, either of which may be '' (any): the
 * number, the francs and the distinct donors, kept by the donations trigger with
 * donation_totals (which holds a row per donor for the same four groupings): the
 * all-time totals of GET /api/donations, whatever its filters, are one row.
 */
export const donationSums = pgTable(
  'donation_sums',
  {
    donationType: text('donation_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    donations: bigint('donations', { mode: 'number' }).notNull(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    donors: bigint('donors', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.donationType, t.paymentMethod] })],
);

/**
 * Donations counted per donor (lower-cased e-mail) in four groupings: kind and method,
 * kind alone (method ''), method alone (kind '') and all ('', ''), kept by a trigger on
 * donations at the commit of each change (migration donor_summaries_triggers). A donor's
 * row appearing or going moves the grouping's donors in donation_sums (below),
 * which GET /api/donations reads for its all-time totals (issue 17).
 */
export const donationTotals = pgTable(
  'donation_totals',
  {
    donationType: text('donation_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    emailKey: text('email_key').notNull(),
    donations: bigint('donations', { mode: 'number' }).notNull(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.donationType, t.paymentMethod, t.emailKey] })],
);
