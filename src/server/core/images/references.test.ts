import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { rowsOf } from '~/server/core/db/rows';
import { IMAGE_REFERENCES, hashesIn } from './references';

/**
 * Tables that never hold an image's address, each with the reason. A table that is in
 * neither this list nor IMAGE_REFERENCES fails the test below: decide where it goes,
 * since the image sweep deletes any image no listed column names.
 */
const HOLDS_NO_IMAGES: Record<string, string> = {
  field_wipes: 'token hashes of sessions ended for a lost phone',
  import_jobs: "an import's file and answer, dropped once it has run (a children's photos become images then)",
  import_people: 'ids: who an import brought',
  import_runs: "an import's counts and each row's status (never a cell's value)",
  kept_plans: 'plans kept by staff (amounts, days, names)',
  kept_plan_months: 'which months of a kept plan were recorded (ids)',
  statement_lines: "a provider's statement lines (references, amounts, payers)",
  statement_uploads: 'which statement file was uploaded, and its counts',
  supporter_former_refs: "a merged supporter's earlier ref",
  supporter_distinct_pairs: 'ids: two supporters staff said are two people',
  activity_log: 'an audit trail; its copy of a deleted record must not keep a withdrawn photo',
  admin_users: 'staff accounts',
  applications: 'volunteer applications (text fields)',
  backup_runs: 'when backups ran and where they went',
  centres: 'names of centres',
  child_departures: "a child's leaving: staff's message and the sponsor's choice (text)",
  staff_centres: 'which centres a field officer is assigned to (ids)',
  contact_messages: 'plain-text messages',
  content_version: 'a number',
  demo_records: 'ids',
  donations: 'donations',
  gift_order_items: 'a gift as sold: name and price',
  gift_orders: 'orders',
  giving_link_revocations: 'addresses and dates',
  giving_profiles: "a payer's name and postal address for receipts",
  image_variants: 'the images themselves',
  images: 'the images themselves',
  job_leases: 'job names',
  login_attempts: 'addresses',
  login_turns: 'when an account may be tried next',
  mail_events: "a relay's delivery, bounce and complaint events: addresses and codes",
  mail_outbox: 'e-mails carry no images (mail/layout.ts)',
  mail_recipient_counts: 'addresses',
  mail_settings: 'keys',
  mail_suppressions: 'addresses that bounced or complained, and why',
  momo_preapprovals: "a MoMo payer's number and the pre-approval's state",
  newsletter_deliveries: 'addresses',
  newsletter_sends: 'plain-text newsletters',
  offline_donations: 'a note',
  password_changes: 'dates',
  password_resets: 'token digests and dates',
  payments: 'payments and what they bought (names, prices)',
  plan_change_requests: 'amounts waiting for confirmation',
  private_images: 'which images are private (their hashes)',
  rate_limit_hits: 'counters',
  recurring_charges: 'plans',
  recurring_plans: 'plans',
  sessions: 'tokens',
  skills: 'text only',
  sms_consents: 'phone numbers and dates',
  sms_daily_counts: 'counters',
  sms_inbound: 'text messages (text only)',
  sms_links: 'short codes for giving links',
  sms_messages: 'text messages (text only)',
  sponsorship_payments: 'payments',
  sponsorships: 'who sponsors which child, and when',
  staff_invitations: 'e-mail addresses, roles and token digests',
  staff_passkeys: 'public keys of staff passkeys',
  staff_recovery_codes: 'code digests',
  subscriptions: 'addresses',
  supporter_consents: 'consents, their dates and sources',
  supporters: 'people: names, addresses, phones',
  supporter_notes: "staff's notes on a supporter (text only)",
  unplaced_sponsorships: 'payments approved after their hold, awaiting staff',
  used_link_tokens: 'token digests',
  webauthn_challenges: 'one-time challenges',
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the places an image can be used', () => {
  it('every table of the database is either searched for images or known to hold none', async () => {
    const rows = await rowsOf<{ table_name: string }>(
      s.database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '__drizzle%'`,
    );
    const searched = new Set(IMAGE_REFERENCES.map(({ table }) => getTableConfig(table).name));
    const unknown = rows.map((r) => r.table_name).filter((name) => !searched.has(name) && !(name in HOLDS_NO_IMAGES));
    expect(unknown, 'add each to IMAGE_REFERENCES (images/references.ts) or to HOLDS_NO_IMAGES here').toEqual([]);
  });

  it('searches every text and JSON column of the tables that use images', () => {
    for (const { table, columns } of IMAGE_REFERENCES) {
      const config = getTableConfig(table);
      const counted = new Set(columns.map((c) => c.name));
      const textual = config.columns.filter((c) => ['PgText', 'PgJsonb'].includes(c.columnType));
      // Names, categories, kinds and the like are short words, never an address.
      const words = new Set([
        'name',
        'description',
        'category',
        'title',
        'excerpt',
        'type',
        'video_id',
        'location',
        'story',
        'section',
        // A child's protection (docs/children-protection.md): a name, a district, who gave the guardian's consent.
        'preferred_name',
        'district',
        'consent_given_by',
        // A child's updates and sponsors' letters: their kinds, states, keys and moderation notes.
        'kind',
        'source_key',
        'status',
        'lang',
        'sponsor_email',
        'flags',
        'return_reason',
        // A gift to a sponsored child: who gave it.
        'sponsor_name',
        // A letter's translation: the pair of languages.
        'from_lang',
        'to_lang',
        // A field officer's upload refused: why (field/uploads/service.ts).
        'error',
        // The charity's own id for a child, from a spreadsheet (docs/importing.md).
        'ref',
      ]);
      expect(textual.length, config.name).toBeGreaterThan(columns.length - 1);
      const missed = textual.map((c) => c.name).filter((n) => !counted.has(n) && !words.has(n));
      expect(missed, config.name).toEqual([]);
    }
  });

  it('finds the hashes named in a text, absolute or relative, at any width', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    const html = `<img src="/api/images/${a}/640.webp"><img src="https://x.org/api/images/${b}/1200.webp"> /api/images/${a}/320.webp`;
    expect(hashesIn(html, null)).toEqual([a, b]);
    expect(hashesIn('/api/images/short/1200.webp')).toEqual([]);
  });
});
