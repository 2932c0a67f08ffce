/**
 * Every table that can hold something about a supporter (a donor, a sponsor, a buyer, a
 * subscriber, a volunteer, someone who wrote to us), how their rows are found, what is
 * never handed out, and what erasure does to them (docs/data-protection.md, Rwanda's Law No
 * 058/2021). The export reads every table here; erasure goes through them in this order
 * (rows found through another table come before it, while that table still names the
 * person). A table of the database in neither this list nor NO_PERSON fails
 * person-tables.test.ts: a new table must be decided on before it ships.
 */
export type Erasure =
  /** The rows are the person's own (a message, an application, a subscription): they go. */
  | { kind: 'delete' }
  /**
   * The rows are the charity's accounts (a payment, a donation): they stay, with the
   * personal columns set to these SQL literals and the JSON columns' personal values removed.
   */
  | { kind: 'anonymise'; set: Record<string, string>; json?: string[] };

export interface PersonTable {
  table: string;
  /** Columns holding an e-mail address (compared lower-cased and trimmed). */
  emails?: string[];
  /** Columns holding a phone number (compared in every written form of it). */
  phones?: string[];
  /** Columns holding the supporter's id. */
  supporter?: string[];
  /** Rows belonging to rows of another table of this list: `column IN (SELECT key FROM parent WHERE ...)`. */
  via?: { column: string; parent: string; key: string }[];
  /** Rows found by the text of some columns (e-mails we wrote about them, the activity log's copies). */
  mentions?: string[];
  /** Columns never handed out, even to the person (secrets, card tokens, replayed answers). */
  hidden?: string[];
  erase: Erasure;
}

const EMPTY = "''";
const NULL = 'NULL';

export const PERSON_TABLES: PersonTable[] = [
  // A provider's statement line matched to their payment or gift (docs/accounting.md): the
  // books keep the amount, the payer as the provider wrote it goes.
  {
    table: 'statement_lines',
    via: [
      { column: 'payment_id', parent: 'payments', key: 'id' },
      { column: 'donation_id', parent: 'donations', key: 'id' },
    ],
    mentions: ['payer'],
    erase: { kind: 'anonymise', set: { payer: EMPTY } },
  },
  // The translation of a sponsor's letter (docs/field.md#translation) goes with the letter.
  {
    table: 'letter_translations',
    via: [{ column: 'sponsor_letter_id', parent: 'sponsor_letters', key: 'id' }],
    erase: { kind: 'delete' },
  },
  // Found through the records below: before those lose the person's address.
  {
    table: 'payments',
    emails: ['payer_email'],
    via: [
      { column: 'id', parent: 'donations', key: 'payment_id' },
      { column: 'id', parent: 'gift_orders', key: 'payment_id' },
      { column: 'id', parent: 'sponsorship_payments', key: 'payment_id' },
      { column: 'id', parent: 'unplaced_sponsorships', key: 'payment_id' },
      { column: 'id', parent: 'recurring_charges', key: 'payment_id' },
      { column: 'id', parent: 'child_gifts', key: 'payment_id' },
    ],
    hidden: ['idempotency_key', 'response', 'purchase'],
    // Amount, currency, date, method, provider and its reference stay for the accounts.
    erase: {
      kind: 'anonymise',
      set: { payer_email: NULL, payer_phone: NULL, payer_ip: NULL, payer_net: NULL, decline_detail: NULL },
      json: ['purchase', 'response'],
    },
  },
  {
    table: 'recurring_charges',
    via: [{ column: 'plan_id', parent: 'recurring_plans', key: 'id' }],
    erase: { kind: 'anonymise', set: {} },
  },
  {
    // MoMo pre-approvals of the person's plans (issue 43): their number goes; one MTN may still hold is
    // cancelled there by the next pass (the DELETE needs only the reference).
    table: 'momo_preapprovals',
    phones: ['payer_phone'],
    via: [{ column: 'plan_id', parent: 'recurring_plans', key: 'id' }],
    erase: {
      kind: 'anonymise',
      set: {
        payer_phone: EMPTY,
        status:
          "CASE WHEN status = 'wanted' THEN 'failed' WHEN status IN ('asking', 'pending', 'approved') THEN 'cancelling' ELSE status END",
        next_check_at: 'now()',
      },
    },
  },
  {
    table: 'plan_change_requests',
    supporter: ['supporter_id'],
    emails: ['payer_email'],
    via: [{ column: 'plan_id', parent: 'recurring_plans', key: 'id' }],
    erase: { kind: 'delete' },
  },
  {
    table: 'gift_order_items',
    via: [{ column: 'order_id', parent: 'gift_orders', key: 'id' }],
    erase: { kind: 'anonymise', set: {} },
  },
  {
    table: 'offline_donations',
    via: [{ column: 'donation_id', parent: 'donations', key: 'id' }],
    // Staff's note may name the giver; the date received stays.
    erase: { kind: 'anonymise', set: { note: EMPTY } },
  },
  {
    table: 'activity_log',
    mentions: ['before', 'after', 'entity_name'],
    // The log keeps who did what and when; its copies of the person's record (and their name) go.
    erase: { kind: 'anonymise', set: { before: NULL, after: `'{"erased":true}'::jsonb`, entity_name: NULL } },
  },
  {
    table: 'mail_outbox',
    emails: ['to', 'reply_to'],
    mentions: ['subject', 'text', 'html'],
    erase: { kind: 'delete' },
  },
  // The person's records.
  {
    table: 'donations',
    supporter: ['supporter_id'],
    emails: ['email'],
    erase: {
      kind: 'anonymise',
      set: { first_name: EMPTY, last_name: EMPTY, email: EMPTY, phone: EMPTY, anonymous: 'true' },
    },
  },
  {
    table: 'gift_orders',
    supporter: ['supporter_id'],
    emails: ['buyer_email'],
    erase: { kind: 'anonymise', set: { buyer_name: EMPTY, buyer_email: EMPTY } },
  },
  {
    table: 'sponsorship_payments',
    supporter: ['supporter_id'],
    emails: ['sponsor_email'],
    erase: { kind: 'anonymise', set: { sponsor_name: EMPTY, sponsor_email: EMPTY, sponsor_phone: EMPTY } },
  },
  {
    table: 'unplaced_sponsorships',
    supporter: ['supporter_id'],
    emails: ['sponsor_email'],
    erase: { kind: 'anonymise', set: { sponsor_name: EMPTY, sponsor_email: EMPTY } },
  },
  // A sponsor's letters to their child are theirs; a gift to the child and a child's leaving
  // stay as records, without the sponsor. Found through the sponsorship too, before it loses the address.
  {
    table: 'sponsor_letters',
    emails: ['sponsor_email'],
    via: [{ column: 'sponsorship_id', parent: 'sponsorships', key: 'id' }],
    erase: { kind: 'delete' },
  },
  {
    table: 'child_gifts',
    emails: ['sponsor_email'],
    via: [{ column: 'sponsorship_id', parent: 'sponsorships', key: 'id' }],
    erase: { kind: 'anonymise', set: { sponsor_name: EMPTY, sponsor_email: EMPTY, note: EMPTY } },
  },
  {
    table: 'child_departures',
    emails: ['sponsor_email'],
    via: [{ column: 'sponsorship_id', parent: 'sponsorships', key: 'id' }],
    erase: { kind: 'anonymise', set: { sponsor_name: NULL, sponsor_email: NULL } },
  },
  {
    table: 'sponsorships',
    supporter: ['supporter_id'],
    emails: ['sponsor_email'],
    erase: { kind: 'anonymise', set: { sponsor_name: NULL, sponsor_email: NULL, sponsor_phone: NULL } },
  },
  {
    // A plan kept by staff (bank, cash: docs/importing.md): it ends with the person.
    table: 'kept_plans',
    supporter: ['supporter_id'],
    erase: { kind: 'anonymise', set: { payer_name: EMPTY, status: "'ended'" } },
  },
  {
    table: 'recurring_plans',
    supporter: ['supporter_id'],
    emails: ['payer_email'],
    hidden: ['card_token'],
    // Nobody is asked for another month: the plan ends with the person.
    erase: {
      kind: 'anonymise',
      set: {
        payer_email: EMPTY,
        payer_name: EMPTY,
        payer_phone: EMPTY,
        card_token: NULL,
        card_expires_on: NULL,
        preapproval_status:
          "CASE WHEN preapproval_status IN ('pending', 'approved') THEN 'cancelled' ELSE preapproval_status END",
        status: "'cancelled'",
        remind_amount: 'false',
      },
      json: ['template'],
    },
  },
  { table: 'giving_profiles', supporter: ['supporter_id'], emails: ['email_key'], erase: { kind: 'delete' } },
  { table: 'giving_link_revocations', emails: ['email'], erase: { kind: 'delete' } },
  { table: 'contact_messages', supporter: ['supporter_id'], emails: ['email'], erase: { kind: 'delete' } },
  { table: 'applications', supporter: ['supporter_id'], emails: ['email'], erase: { kind: 'delete' } },
  { table: 'subscriptions', supporter: ['supporter_id'], emails: ['email'], erase: { kind: 'delete' } },
  { table: 'newsletter_deliveries', emails: ['email'], erase: { kind: 'delete' } },
  { table: 'mail_recipient_counts', emails: ['address'], erase: { kind: 'delete' } },
  // What the mail relays told us of the address, and whether we stopped writing to it.
  { table: 'mail_suppressions', emails: ['email'], erase: { kind: 'delete' } },
  { table: 'mail_events', emails: ['email'], erase: { kind: 'delete' } },
  {
    table: 'sms_messages',
    phones: ['phone'],
    hidden: [],
    // What a text cost stays for the accounts; to whom and what it said go.
    erase: { kind: 'anonymise', set: { phone: EMPTY, text: EMPTY, provider_message_id: NULL } },
  },
  { table: 'sms_consents', supporter: ['supporter_id'], phones: ['phone'], erase: { kind: 'delete' } },
  { table: 'sms_inbound', phones: ['phone'], erase: { kind: 'delete' } },
  { table: 'sms_daily_counts', phones: ['phone'], erase: { kind: 'delete' } },
  // The person themselves: their notes by staff and consents go; the supporter's row stays
  // (the accounts' records refer to it) without name, address or phone.
  { table: 'supporter_notes', supporter: ['supporter_id'], erase: { kind: 'delete' } },
  { table: 'supporter_consents', supporter: ['supporter_id'], erase: { kind: 'delete' } },
  // Which imports found them (whom "send portal links" writes to), and refs they had before a merge.
  { table: 'import_people', supporter: ['supporter_id'], erase: { kind: 'delete' } },
  { table: 'supporter_former_refs', supporter: ['supporter_id'], erase: { kind: 'delete' } },
  {
    table: 'supporters',
    supporter: ['id'],
    emails: ['email'],
    erase: { kind: 'anonymise', set: { name: EMPTY, email: NULL, phone: EMPTY } },
  },
  // A text's short link to the person's signed page: the signed token carries the address (base64url).
  { table: 'sms_links', mentions: ['url'], erase: { kind: 'delete' } },
];

/** Tables that hold nothing about a supporter, each with the reason (checked against the database). */
export const NO_PERSON: Record<string, string> = {
  field_wipes: 'staff sessions ended for a lost phone (token hashes)',
  statement_uploads: 'which statement file staff uploaded, its provider and counts',
  supporter_distinct_pairs:
    "two supporters' ids staff said are two people (no name, address or phone); gone with either",
  import_jobs: "an import's results (rows, refs, reasons); its file is dropped once it has run",
  kept_plan_months: 'which months of a kept plan were recorded: ids only',
  admin_users: 'staff accounts, not supporters',
  backup_runs: 'when backups ran and where they went',
  blog_posts: 'published content',
  centres: "the programme's centres",
  field_items: "a field officer's report or a child's letter: about the child, never the sponsor",
  field_uploads: 'photos a field officer is sending: of the child, never the sponsor',
  staff_centres: 'staff',
  children: 'the children (protected by their own rules, docs/children-protection.md), not supporters',
  child_updates: 'news of a child written by staff for its sponsors: about the child, not the sponsor',
  private_images:
    "which images are never public (a letter's photo goes with its letter: the sweep deletes an image nothing refers to)",
  content_version: 'a number',
  demo_records: 'ids of demo content',
  gifts: 'the catalogue',
  import_runs: "an import's file name, counts and each row's status and errors (never a cell's value)",
  image_variants: 'images of content (supporters upload none)',
  images: 'images of content (supporters upload none)',
  job_leases: 'job names',
  login_attempts: 'staff sign-in attempts',
  login_turns: 'staff sign-in throttle',
  mail_settings: 'secrets of the mail code',
  newsletter_sends: 'newsletters as written by staff, to everyone',
  password_changes: 'staff',
  password_resets: 'staff',
  rate_limit_hits: 'counters per network address for minutes',
  sessions: 'staff sessions',
  site_settings: 'the site',
  skills: 'volunteering skills offered',
  staff_invitations: 'staff',
  staff_passkeys: 'staff',
  staff_recovery_codes: 'staff',
  used_link_tokens: 'token digests',
  webauthn_challenges: 'staff',
};
