import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias.
import {
  type FieldReport,
  fieldItemKinds,
  fieldItemStatuses,
  fieldLanguages,
  fieldUploadStatuses,
} from '~/shared/schemas/field';
import { translationStatuses } from '~/shared/schemas/translation';
import { at, bytea, createdAt, id, ownedBy, setNullRef, textList, updatedAt } from './columns';
import { centres } from './centres-schema';
import { childUpdates, sponsorLetters } from './child-news-schema';
import { adminUsers, children } from './schema';
import { sponsorships } from './sponsorship-schema';

/** The centres a field officer is assigned to (docs/field.md): they see those centres' children. */
export const staffCentres = pgTable(
  'staff_centres',
  {
    userId: ownedBy('user_id', () => adminUsers.id),
    centreId: ownedBy('centre_id', () => centres.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.centreId] }), index('staff_centres_centre_idx').on(t.centreId)],
);

/**
 * What a field officer captured on a phone (src/server/field/README.md): a yearly progress
 * report or a child's letter. The id is the one the phone made, so a resend is the same
 * row. `capturedAt` by the phone's clock (the server's time when that clock was wrong,
 * `clockAdjusted`), `receivedAt` by the server's. On approval a report or a letter becomes
 * the child's news (`childUpdateId`). `images`: private image addresses (images/private.ts).
 */
export const fieldItems = pgTable(
  'field_items',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: fieldItemKinds }).notNull(),
    childId: ownedBy('child_id', () => children.id),
    officerId: setNullRef('officer_id', () => adminUsers.id),
    lang: text('lang', { enum: fieldLanguages }).notNull(),
    report: jsonb('report').$type<FieldReport>(),
    transcription: text('transcription'),
    images: textList('images'),
    /** The upload ids the phone named (what a resend is compared by). */
    uploads: uuid('uploads')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: fieldItemStatuses }).notNull().default('submitted'),
    capturedAt: at('captured_at').notNull(),
    clockAdjusted: boolean('clock_adjusted').notNull().default(false),
    receivedAt: at('received_at').notNull().defaultNow(),
    returnReason: text('return_reason'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: setNullRef('reviewed_by', () => adminUsers.id),
    childUpdateId: setNullRef('child_update_id', () => childUpdates.id),
    /**
     * A child's reply to a sponsor's letter, typed in by staff: posted, once translated, to
     * that letter's sponsorship alone (sponsorship/child-news/staff-updates.ts).
     */
    replyToLetterId: setNullRef('reply_to_letter_id', () => sponsorLetters.id),
    sponsorshipId: setNullRef('sponsorship_id', () => sponsorships.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('field_items_status_idx').on(t.status, t.receivedAt),
    index('field_items_officer_idx').on(t.officerId, t.receivedAt),
    index('field_items_child_idx').on(t.childId, t.kind, t.status),
  ],
);

/**
 * A photo on its way up in chunks (PUT /api/field/uploads/:id with Content-Range): the
 * bytes so far, until the last chunk completes it into a private image (`image`) and
 * they are dropped. `refused`: not an image; `error` says so again to a resend.
 */
export const fieldUploads = pgTable(
  'field_uploads',
  {
    id: uuid('id').primaryKey(),
    officerId: ownedBy('officer_id', () => adminUsers.id),
    total: integer('total').notNull(),
    bytes: bytea('bytes'),
    received: integer('received').notNull().default(0),
    status: text('status', { enum: fieldUploadStatuses }).notNull().default('receiving'),
    image: text('image'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('field_uploads_officer_idx').on(t.officerId, t.createdAt)],
);

/**
 * A letter waiting for its translation (docs/field.md#translation): a child's letter
 * (`fieldItemId`, one row per language its sponsors read) or a sponsor's letter
 * (`sponsorLetterId`, into rw) after moderation. The translator writes `text` beside the
 * original; a second reader checks it; a child's letter then becomes the sponsor's news
 * (`childUpdateId`, `deliveredAt`). `receivedAt`: when the letter arrived (it waits since).
 */
export const letterTranslations = pgTable(
  'letter_translations',
  {
    id: id(),
    sponsorLetterId: uuid('sponsor_letter_id').references(() => sponsorLetters.id, { onDelete: 'cascade' }),
    fieldItemId: uuid('field_item_id').references(() => fieldItems.id, { onDelete: 'cascade' }),
    childId: setNullRef('child_id', () => children.id),
    fromLang: text('from_lang').notNull(),
    toLang: text('to_lang').notNull(),
    status: text('status', { enum: translationStatuses }).notNull().default('waiting'),
    text: text('text').notNull().default(''),
    /** Photos of a translation written by hand (private image addresses, images/private.ts), beside or instead of `text`. */
    images: textList('images'),
    translatorId: setNullRef('translator_id', () => adminUsers.id),
    checkedBy: setNullRef('checked_by', () => adminUsers.id),
    checkedAt: at('checked_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    childUpdateId: setNullRef('child_update_id', () => childUpdates.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('letter_translations_letter_idx').on(t.sponsorLetterId),
    uniqueIndex('letter_translations_item_idx').on(t.fieldItemId, t.toLang),
    index('letter_translations_status_idx').on(t.status, t.receivedAt),
  ],
);

/**
 * The sessions staff ended for a lost phone (POST /api/staff/:id/sessions/end): their
 * tokens' hashes, kept until those sessions would have expired, so that the phone that
 * still carries one is told to clear what the /field app keeps (docs/field.md#a-lost-phone).
 */
export const fieldWipes = pgTable(
  'field_wipes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy('user_id', () => adminUsers.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('field_wipes_expires_idx').on(t.expiresAt)],
);
