import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '~/shared/schemas/translations';

/**
 * One schema for PGlite and PostgreSQL. Money is never a float: USD in cents,
 * RWF in whole francs or numeric(12,2) where SPEC allows decimals.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** `{ rw: { ...fields }, fr: { ...fields } }`: the record's translatable fields in other languages (English is in the columns). */
const translations = () => jsonb('translations').$type<ContentTranslations>();

// ---- admin users and sessions -------------------------------------------------
export const adminUsers = pgTable('admin_users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the token: a database dump does not hand out live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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

export const activityLog = pgTable('activity_log', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  createdAt: createdAt(),
});

// ---- uploaded images ------------------------------------------------------------
/** An image by the sha256 of its source bytes; its WebP renditions live in image_variants. */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => images.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width] })],
);

// ---- content --------------------------------------------------------------------
export const catalogCategories = [
  'education',
  'health',
  'food',
  'shelter',
  'environment',
  'community',
  'other',
] as const;

export const gifts = pgTable('gifts', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  category: text('category', { enum: catalogCategories }).notNull().default('other'),
  image: text('image'),
  quantity: integer('quantity').notNull().default(0),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: ['article', 'video'] })
      .notNull()
      .default('article'),
    videoId: text('video_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    translations: translations(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_date_idx').on(t.date)],
);

export const children = pgTable('children', {
  id: id(),
  name: text('name').notNull(),
  age: integer('age').notNull(),
  location: text('location').notNull(),
  story: text('story').notNull(),
  needs: text('needs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  monthlySupport: numeric('monthly_support', { precision: 12, scale: 2 }).notNull(),
  photo: text('photo'),
  isSponsored: boolean('is_sponsored').notNull().default(false),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const skills = pgTable('skills', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  requirements: text('requirements')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  translations: translations(),
  createdAt: createdAt(),
});

// ---- visitor submissions ----------------------------------------------------------
export const messageStatuses = ['Unread', 'Read', 'Responded'] as const;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('Unread'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const applications = pgTable('applications', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull(),
  skillId: uuid('skill_id').references(() => skills.id, { onDelete: 'set null' }),
  availabilityDate: date('availability_date').notNull(),
  createdAt: createdAt(),
});

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  /** Stored lower-cased; one row per address. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

// ---- payments ---------------------------------------------------------------------
export const paymentKinds = ['donation', 'order', 'sponsorship'] as const;
export const paymentStatuses = ['approved', 'declined', 'pending'] as const;

/**
 * One row per payment attempt, whatever it paid for. Never holds a card number,
 * CVC or PIN: at most the method and the last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    /** Minor units of `currency`: whole francs for RWF, cents for USD. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['RWF', 'USD'] }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    failureReason: text('failure_reason'),
    cardLast4: text('card_last4'),
    idempotencyKey: text('idempotency_key'),
    /** The JSON answer given for this key, replayed on a repeat. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.kind, t.idempotencyKey),
    index('payments_created_idx').on(t.createdAt),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    donationType: text('donation_type', { enum: ['one-time', 'monthly'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'momo', 'airtime'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('donations_created_idx').on(t.createdAt)],
);

export const giftOrders = pgTable('gift_orders', {
  id: id(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  totalCents: integer('total_cents').notNull(),
  paymentMethod: text('payment_method', { enum: ['card', 'mobile', 'airtime'] }).notNull(),
  createdAt: createdAt(),
});

export const giftOrderItems = pgTable('gift_order_items', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => giftOrders.id, { onDelete: 'cascade' }),
  giftId: uuid('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
  /** Name and price as sold, kept when the gift later changes or goes. */
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const sponsorshipPayments = pgTable('sponsorship_payments', {
  id: id(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
  sponsorName: text('sponsor_name').notNull(),
  sponsorEmail: text('sponsor_email').notNull(),
  sponsorPhone: text('sponsor_phone').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  paymentMethod: text('payment_method', { enum: ['card', 'momo', 'airtime'] }).notNull(),
  paymentFrequency: text('payment_frequency', { enum: ['monthly', 'onetime'] }).notNull(),
  createdAt: createdAt(),
});

// ---- e-mail -------------------------------------------------------------------------
export const newsletterSends = pgTable('newsletter_sends', {
  id: id(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** 'all' or one subscription id (the per-subscriber Send Email). */
  audience: text('audience').notNull().default('all'),
  status: text('status', { enum: ['queued', 'sending', 'done'] })
    .notNull()
    .default('queued'),
  total: integer('total').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The client's Idempotency-Key: the same request twice creates one send. */
  idempotencyKey: text('idempotency_key').unique(),
});

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_send_email_idx').on(t.sendId, t.email),
    index('newsletter_deliveries_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Receipts, confirmations and notices: written in the request, sent by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** e.g. 'donation-receipt:<id>': one message per event, however often it is queued. */
    eventKey: text('event_key').unique(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Settings kept in the database so every instance shares them: the unsubscribe
 * secret, the newsletter confirmation and device-cookie secrets.
 */
export const mailSettings = pgTable('mail_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Messages queued per recipient address per day (UTC): a stranger who types someone
 * else's address into a form can only make the site write to it a few times a day.
 */
export const mailRecipientCounts = pgTable(
  'mail_recipient_counts',
  {
    address: text('address').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.address, t.day] })],
);

// ---- rate limits ---------------------------------------------------------------------
/** Hits per rate-limit key in its current window, shared by every instance (see http/rate-limit-store.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);

// ---- caching -------------------------------------------------------------------------
/**
 * One row whose version triggers bump on any change to public content (see the
 * content_version migration); every instance keys its caches on it.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
