import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ownedBy, updatedAt } from './columns';
import { uniqueWhenSet } from './indexes';

/**
 * A supporter: one person, stored once (docs/data-protection.md). Every record that
 * holds a person (a donation, a sponsorship and its payments, a gift order, a monthly plan,
 * a newsletter subscription, a contact message, a volunteer application, an SMS consent, a
 * receipt profile) names theirs by `supporter_id`, found or created in the transaction
 * that writes it (`src/server/core/supporters/find-or-create.ts`). The records keep the name,
 * e-mail and phone as given with them (a receipt says what was given then); the
 * supporter holds the person's latest.
 *
 * `email` is normalised (trimmed, lower case) and unique where present: one supporter per
 * address. A person known without an address (an offline gift given in cash, a sponsor
 * told by staff) has a row of their own.
 */
export const supporters = pgTable(
  'supporters',
  {
    id: id(),
    name: text('name').notNull().default(''),
    /** The charity's own id for the person (a spreadsheet's `ref`, docs/importing.md): unique where given. */
    ref: text('ref'),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    /** The language they last used with us (en, fr, rw): receipts and messages are written in it. */
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueWhenSet('supporters_ref_idx', t.ref),
    uniqueWhenSet('supporters_email_idx', t.email),
    // Search by name in the dashboard (lower-cased, prefix and contains through the list's pattern).
    index('supporters_name_idx').on(sql`lower(${t.name})`),
    index('supporters_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} <> ''`),
    // An import matches a phone however it was written (docs/importing.md): by its digits.
    index('supporters_phone_digits_idx')
      .on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`)
      .where(sql`${t.phone} <> ''`),
    index('supporters_created_idx').on(t.createdAt, t.id),
  ],
);

/** What a person may consent to: the newsletter by e-mail, receipts and notices by SMS. */
export const consentPurposes = ['newsletter', 'sms'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/**
 * A supporter's consent to one purpose, with the date and source of the latest consent
 * given and of the latest withdrawal (a consent given after a withdrawal is fresh: the
 * later date wins). Sources name the form or act: 'newsletter-form', 'donate-form',
 * 'sponsorship-form', 'gift-checkout', 'sms-stop', 'staff', 'migration', ...
 */
export const supporterConsents = pgTable(
  'supporter_consents',
  {
    supporterId: ownedBy('supporter_id', () => supporters.id),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    givenAt: at('given_at'),
    givenSource: text('given_source'),
    withdrawnAt: at('withdrawn_at'),
    withdrawnSource: text('withdrawn_source'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.supporterId, t.purpose] })],
);

/** The column every record that holds a person carries (indexed by each table). */
export const supporterId = () => uuid('supporter_id').references(() => supporters.id);

/** The index on a table's `supporter_id` (a supporter's records, a merge, an erasure): `<table>_supporter_idx`. */
export const supporterIndex = (table: string, t: { supporterId: AnyPgColumn }) =>
  index(`${table}_supporter_idx`).on(t.supporterId);
