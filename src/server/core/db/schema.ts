import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias. The value lists are defined once, with the API's shapes.
import { donationRecordMethods } from '~/shared/schemas/donation';
import { messageStatuses } from '~/shared/schemas/message';
import { orderPaymentMethods, paymentFrequencies } from '~/shared/schemas/payment-methods';
import { at, createdAt, id, ownedBy, requiredRef, setNullRef, textList, translations, updatedAt } from './columns';
import { uniqueWhenSet } from './indexes';
import { gifts, skills } from './content-schema';
import { supporterId, supporterIndex } from './supporters-schema';
import { childProtectionColumns } from './child-columns';
import { centres } from './centres-schema';

export { blogPosts, gifts, skills } from './content-schema';

/** One schema for PGlite and PostgreSQL. Money is never a float: USD in cents, RWF in whole francs or numeric(12,2).
 * Other tables: the other *-schema.ts files (people: supporters-schema.ts). */
// ---- admin users and sessions -------------------------------------------------
export const adminUsers = pgTable('admin_users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** A staff role (src/shared/staff-roles.ts); admins made before roles, and by `npm run admin`, administer. */
  role: text('role').notNull().default('administrator'),
  /** A deactivated person cannot sign in; their sessions were ended. */
  active: boolean('active').notNull().default(true),
  lastSignInAt: at('last_sign_in_at'),
  /** The dashboard's language at their last sign-in (en, fr, rw): notices to them are written in it. */
  lang: text('lang').notNull().default('en'),
  /** The authenticator app's secret (base32), once confirmed with a code; the last time step used (no replay). */
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** The letter translations they make (docs/field.md#translation): 'rw-en', 'rw-fr', 'en-rw', 'fr-rw'. */
  translates: textList('translates'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the token: a database dump does not hand out live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => adminUsers.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** 'full'; 'second-factor' (password right, code or passkey next); 'enrol' (must set up a second factor first). */
    stage: text('stage').notNull().default('full'),
    /** An enrolment's unconfirmed authenticator secret, until its first code proves it. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** Wrong codes given to a pending session; past five it ends and the password is asked again. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

// ---- content (gifts and blog_posts: content-schema.ts) ----------------------------

export const children = pgTable(
  'children',
  {
    id: id(),
    /** The charity's own id for the child (a spreadsheet's `ref`, docs/importing.md): unique where given. */
    ref: text('ref'),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    location: text('location').notNull(),
    story: text('story').notNull(),
    needs: textList('needs'),
    monthlySupport: numeric('monthly_support', { precision: 12, scale: 2 }).notNull(),
    photo: text('photo'),
    /** docs/product.md's flag: true while the child is held or sponsored (payments/README.md "The child's states"). */
    isSponsored: boolean('is_sponsored').notNull().default(false),
    // Held by one pending payment until held_until (no foreign key: taken before its row exists); sponsored: sponsorship-schema.ts.
    heldByPaymentId: uuid('held_by_payment_id'),
    heldUntil: at('held_until'),
    sponsorshipId: uuid('sponsorship_id'),
    translations: translations(),
    /** The centre the child belongs to (docs/field.md): its field officers see it. */
    centreId: setNullRef('centre_id', () => centres.id),
    // Protection by design, waiting and leaving (docs/children-protection.md): child-columns.ts.
    ...childProtectionColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Paged lists (decision 009): every child, or the (un)sponsored ones, by date, the id breaking ties.
  (t) => [
    uniqueWhenSet('children_ref_idx', t.ref),
    index('children_created_idx').on(t.createdAt, t.id),
    index('children_sponsored_created_idx').on(t.isSponsored, t.createdAt, t.id),
    // The public list: listed children, those waiting longest first.
    index('children_listed_waiting_idx')
      .on(t.isSponsored, t.waitingSince, t.id)
      .where(sql`${t.listed}`),
    // The poller lets lapsed holds go; a payer's holds are counted by their payments.
    index('children_centre_idx').on(t.centreId),
    index('children_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.heldByPaymentId} IS NOT NULL`),
  ],
);

// ---- visitor submissions ----------------------------------------------------------
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('Unread'), // listed by date (decision 009)
    supporterId: supporterId(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_id_idx').on(t.createdAt, t.id), supporterIndex('contact_messages', t)],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    skillId: setNullRef('skill_id', () => skills.id),
    availabilityDate: date('availability_date').notNull(),
    supporterId: supporterId(),
    createdAt: createdAt(),
  },
  // The dashboard's orders (decision 009): by date applied, and Name A-Z ignoring case.
  (t) => [
    index('applications_created_id_idx').on(t.createdAt, t.id),
    index('applications_name_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    supporterIndex('applications', t),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    /** Stored lower-cased; one row per address. */
    email: text('email').notNull().unique(),
    supporterId: supporterId(),
    createdAt: createdAt(),
  },
  // The dashboard's list, newest first, the id breaking ties (decision 009).
  (t) => [index('subscriptions_created_id_idx').on(t.createdAt, t.id), supporterIndex('subscriptions', t)],
);

// ---- payments ---------------------------------------------------------------------
export const paymentKinds = ['donation', 'order', 'sponsorship', 'child-gift'] as const;
/** approved/declined are final; pending waits for a callback or the poller; expired: not approved in time. */
export const paymentStatuses = ['approved', 'declined', 'pending', 'expired'] as const;

/** One row per payment attempt. Never a card number, CVC or PIN: at most the last four digits. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(), // whole francs (RWF), cents (USD)
    currency: text('currency', { enum: ['RWF', 'USD'] }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    failureReason: text('failure_reason'),
    declineDetail: text('decline_detail'), // the provider's finer reason: the payer's message
    cardLast4: text('card_last4'),
    idempotencyKey: text('idempotency_key'),
    response: jsonb('response'), // the answer given for this key, replayed on a repeat
    /** What settlement writes once approved (the donor, the cart, the sponsor); never card data. */
    purchase: jsonb('purchase'),
    payerEmail: text('payer_email'), // both counted in a window by payments/velocity.ts
    payerIp: text('payer_ip'),
    // What velocity.ts counts: the address as limits see it (IPv4, or an IPv6 /64) and a mobile number (2507…).
    payerNet: text('payer_net'),
    payerPhone: text('payer_phone'),
    // Pending: given up after expiresAt, asked about at nextCheckAt by the poller holding the lease.
    expiresAt: at('expires_at'),
    nextCheckAt: at('next_check_at'),
    leaseUntil: at('lease_until'),
    checks: integer('checks').notNull().default(0),
    settledAt: at('settled_at'),
    /** The provider's fee, where its answer reports one (Flutterwave's app_fee): the journal books it (docs/accounting.md). */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.kind, t.idempotencyKey),
    index('payments_created_idx').on(t.createdAt),
    index('payments_pending_idx').on(t.status, t.nextCheckAt),
    // GET /api/payments?status=: a page of one status, newest first (decision 009).
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_net_created_idx').on(t.payerNet, t.createdAt),
    index('payments_phone_created_idx').on(t.payerPhone, t.createdAt),
    index('payments_settled_idx').on(t.settledAt), // the journal: a period's settled payments
    index('payments_provider_ref_idx').on(t.providerRef), // reconciliation: a statement line's payment
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    paymentId: uuid('payment_id').references(() => payments.id), // null: recorded offline by staff
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    donationType: text('donation_type', { enum: paymentFrequencies }).notNull(),
    paymentMethod: text('payment_method', { enum: donationRecordMethods }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    childId: setNullRef('child_id', () => children.id),
    target: text('target').notNull(),
    supporterId: supporterId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('donations_created_idx').on(t.createdAt),
    index('donations_supporter_created_idx').on(t.supporterId, t.createdAt),
    index('donations_payment_idx').on(t.paymentId),
    // Gifts by their address in any case (a supporter's record, a search by e-mail).
    index('donations_email_key_idx').on(sql`lower(${t.email})`),
    // The analytics' top children: the period's donations made for a child, not every donation.
    index('donations_child_created_idx')
      .on(t.createdAt, t.childId)
      .where(sql`${t.childId} IS NOT NULL`),
  ],
);

export const giftOrders = pgTable(
  'gift_orders',
  {
    id: id(),
    paymentId: requiredRef('payment_id', () => payments.id),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method', { enum: orderPaymentMethods }).notNull(),
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    supporterId: supporterId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_orders_buyer_key_idx').on(sql`lower(${t.buyerEmail})`),
    index('gift_orders_supporter_created_idx').on(t.supporterId, t.createdAt),
    index('gift_orders_payment_idx').on(t.paymentId),
  ],
);

export const giftOrderItems = pgTable('gift_order_items', {
  id: serial('id').primaryKey(),
  orderId: ownedBy('order_id', () => giftOrders.id),
  giftId: setNullRef('gift_id', () => gifts.id),
  /** Name and price as sold, kept when the gift later changes or goes. */
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
});
