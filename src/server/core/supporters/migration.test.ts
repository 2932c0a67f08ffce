import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '~/server/core/db/migrations';
import { migrationsUpTo } from '~test/migrations';
import { throwawayPostgres } from '~test/process';

/**
 * Migration 0028 makes supporters of the people already recorded: rows written in the
 * shapes before it (no supporter_id) are matched by their normalised address (trim,
 * lower case), the latest name and phone given win, people without an address get a
 * supporter each, and the SMS and newsletter consents move to their supporter. Run on
 * PGlite and on PostgreSQL.
 */
const BEFORE = '0027_sms';
let before: string;
let remove: () => void;
beforeAll(() => ({ folder: before, remove } = migrationsUpTo(BEFORE)));
afterAll(() => remove());

const PAY = (id: string, kind: string) =>
  `INSERT INTO payments (id, kind, amount_minor, currency, method, provider, status)
   VALUES ('${id}', '${kind}', 5000, 'RWF', 'momo', 'sandbox', 'approved')`;
const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

/** People as the site recorded them before supporters. */
const OLD_ROWS = [
  PAY(P1, 'order'),
  PAY(P2, 'sponsorship'),
  `INSERT INTO donations (amount_rwf, donation_type, payment_method, first_name, last_name, email, phone, target, created_at)
   VALUES (1000, 'one-time', 'cash', 'Ann', 'Old', ' Ann@Example.org ', '', 'General', '2024-01-01T10:00:00Z'),
          (2000, 'one-time', 'cash', 'Ann', 'New', 'ann@example.org', '0788 123 456', 'General', '2024-02-01T10:00:00Z'),
          (3000, 'one-time', 'cash', 'Cash', 'Giver', '', '', 'General', '2024-02-02T10:00:00Z')`,
  `INSERT INTO gift_orders (payment_id, total_cents, payment_method, buyer_name, buyer_email, created_at)
   VALUES ('${P1}', 1500, 'mobile', 'Ann Older', 'ANN@example.org', '2023-12-01T10:00:00Z')`,
  // Bob's records carry their dates: rows written one after the other can share `now()`'s
  // instant (PGlite's clock is coarse), and which of two equal dates is the latest is not defined.
  `INSERT INTO sponsorship_payments (payment_id, sponsor_name, sponsor_email, sponsor_phone, amount, payment_method, payment_frequency, created_at)
   VALUES ('${P2}', 'Bob Sponsor', 'bob@example.org', '0722000111', 35000, 'momo', 'monthly', '2024-04-01T10:00:00Z')`,
  `INSERT INTO sponsorships (sponsor_name, sponsor_email, sponsor_phone, source, payment_id, started_at)
   VALUES ('Bob Sponsor', 'Bob@example.org', '0722000111', 'payment', '${P2}', '2024-04-01T10:00:00Z')`,
  `INSERT INTO sponsorships (source, status) VALUES ('staff', 'ended')`,
  `INSERT INTO contact_messages (name, email, phone, subject, message, created_at)
   VALUES ('Bob', 'bob@example.org', '', 'Hi', 'Hello', '2024-05-01T10:00:00Z')`,
  `INSERT INTO applications (first_name, last_name, email, country, availability_date)
   VALUES ('Carol', 'Volunteer', 'carol@example.org', 'Rwanda', '2030-01-01')`,
  `INSERT INTO subscriptions (email, created_at) VALUES ('ann@example.org', '2024-03-01T00:00:00Z'), ('dan@example.org', now())`,
  `INSERT INTO giving_profiles (email_key, name) VALUES ('bob@example.org', 'Robert S.')`,
  `INSERT INTO sms_consents (phone, consented_at, consent_source) VALUES ('+250788123456', '2024-02-01T10:00:00Z', 'donate-form')`,
];

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function checkMigrated(q: Query) {
  const people = await q(`SELECT email, name, phone, lang, created_at FROM supporters ORDER BY email NULLS LAST`);
  expect(people.map((p) => [p.email, p.name, p.phone])).toEqual([
    ['ann@example.org', 'Ann New', '0788 123 456'],
    // Bob's contact message is his latest record: its name wins, an empty phone does not.
    ['bob@example.org', 'Bob', '0722000111'],
    ['carol@example.org', 'Carol Volunteer', ''],
    ['dan@example.org', '', ''],
    [null, 'Cash Giver', ''],
  ]);
  // The first record's date: Ann's gift order came before her donations.
  expect(new Date(people[0]!.created_at as string).toISOString()).toBe('2023-12-01T10:00:00.000Z');

  const of = async (table: string, emailColumn: string) =>
    q(
      `SELECT t.${emailColumn} AS given, s.email, s.name FROM ${table} t LEFT JOIN supporters s ON s.id = t.supporter_id`,
    );
  for (const [table, column] of [
    ['donations', 'email'],
    ['gift_orders', 'buyer_email'],
    ['sponsorship_payments', 'sponsor_email'],
    ['contact_messages', 'email'],
    ['applications', 'email'],
    ['subscriptions', 'email'],
    ['giving_profiles', 'email_key'],
  ] as const) {
    for (const row of await of(table, column)) {
      const key = String(row.given).trim().toLowerCase();
      if (key) expect(row.email, `${table} ${key}`).toBe(key);
      else expect(row.name, `${table} without an address`).toBe('Cash Giver');
    }
  }
  const sponsorships = await of('sponsorships', 'sponsor_email');
  expect(sponsorships.map((r) => r.email).sort()).toEqual(['bob@example.org', null]);

  const consents = await q(
    `SELECT s.email, c.purpose, c.given_at, c.given_source FROM supporter_consents c
       JOIN supporters s ON s.id = c.supporter_id ORDER BY s.email, c.purpose`,
  );
  expect(consents.map((c) => [c.email, c.purpose, c.given_source])).toEqual([
    ['ann@example.org', 'newsletter', 'newsletter-form'],
    ['ann@example.org', 'sms', 'donate-form'],
    ['dan@example.org', 'newsletter', 'newsletter-form'],
  ]);
  const [sms] = await q(`SELECT s.email FROM sms_consents c JOIN supporters s ON s.id = c.supporter_id`);
  expect(sms?.email).toBe('ann@example.org');
}

describe('migration 0028 on PGlite', () => {
  it('makes one supporter per normalised address and links every record', async () => {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: before });
    for (const statement of OLD_ROWS) await client.query(statement);
    await migratePglite(db, { migrationsFolder });
    await checkMigrated(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await client.close();
  });
});

describe('migration 0028 on PostgreSQL', () => {
  it('makes one supporter per normalised address and links every record', async () => {
    const database = await throwawayPostgres();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const db = drizzlePg({ client });
      await migratePg(db, { migrationsFolder: before });
      for (const statement of OLD_ROWS) await client.query(statement);
      await migratePg(db, { migrationsFolder });
      await checkMigrated(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
      await database.drop();
    }
  }, 300_000);
});
