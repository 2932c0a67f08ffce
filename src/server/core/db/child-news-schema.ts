import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias.
import { childUpdateKinds, letterStatuses } from '~/shared/schemas/child-news';
import { at, createdAt, id, ownedBy, setNullRef, textList, updatedAt } from './columns';
import { indexWhenSet } from './indexes';
import { images } from './images-schema';
import { adminUsers, children } from './schema';
import { sponsorships } from './sponsorship-schema';

/** A text in whichever of the three languages staff wrote it (at least one). */
export type UpdateTexts = Partial<Record<'en' | 'fr' | 'rw', string>>;

/**
 * News of a child posted by staff (docs/children-protection.md): a progress report, photos, school
 * results, a letter from the child (a photo of the handwritten letter and its
 * translation), a gift delivered. Seen only by the child's sponsors whose sponsorship
 * covers `postedAt` (current and former ones for their period), or, when
 * `sponsorshipId` is set, by that sponsorship's sponsor alone (a reply to their letter,
 * their gift delivered). Never public. `images`: private image addresses
 * (images/private.ts), served to those sponsors and staff only.
 */
export const childUpdates = pgTable(
  'child_updates',
  {
    id: id(),
    childId: ownedBy('child_id', () => children.id),
    kind: text('kind', { enum: childUpdateKinds }).notNull(),
    texts: jsonb('texts').$type<UpdateTexts>().notNull(),
    images: textList('images'),
    /** Only this sponsorship's sponsor sees it (null: every sponsor of the child at `postedAt`). */
    sponsorshipId: uuid('sponsorship_id').references(() => sponsorships.id, { onDelete: 'cascade' }),
    /** The sponsor's letter this answers (kind 'letter'). */
    replyToLetterId: uuid('reply_to_letter_id'),
    /** A caller's own key (`gift:<id>`): posting the same key twice stores one update. */
    sourceKey: text('source_key'),
    postedAt: at('posted_at').notNull().defaultNow(),
    postedBy: setNullRef('posted_by', () => adminUsers.id),
  },
  (t) => [
    index('child_updates_child_idx').on(t.childId, t.postedAt),
    indexWhenSet('child_updates_sponsorship_idx', t.sponsorshipId),
    uniqueIndex('child_updates_source_key_idx').on(t.sourceKey),
  ],
);

/**
 * A sponsor's letter to their child, written from their signed page: it reaches the
 * child only after staff moderation. `text` is what the sponsor wrote, `approvedText`
 * what staff let through (edited or not); `flags` the contact details found in it.
 */
export const sponsorLetters = pgTable(
  'sponsor_letters',
  {
    id: id(),
    sponsorshipId: ownedBy('sponsorship_id', () => sponsorships.id),
    childId: setNullRef('child_id', () => children.id),
    sponsorEmail: text('sponsor_email').notNull(),
    lang: text('lang').notNull().default('en'),
    text: text('text').notNull(),
    image: text('image'),
    flags: jsonb('flags').$type<{ kind: string; match: string }[]>().notNull().default([]),
    status: text('status', { enum: letterStatuses }).notNull().default('pending'),
    approvedText: text('approved_text'),
    returnReason: text('return_reason'),
    moderatedAt: at('moderated_at'),
    moderatedBy: setNullRef('moderated_by', () => adminUsers.id),
    deliveredAt: at('delivered_at'),
    deliveredBy: setNullRef('delivered_by', () => adminUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sponsor_letters_status_idx').on(t.status, t.createdAt),
    index('sponsor_letters_sponsorship_idx').on(t.sponsorshipId, t.createdAt),
    // A sponsor's signed page finds their letters' photos by their address in any case.
    index('sponsor_letters_sponsor_key_idx').on(sql`lower(${t.sponsorEmail})`),
  ],
);

/**
 * Images that are never served at the public address (`/api/images/<hash>/...`): the
 * photos of updates and letters. Stored under a hash of their own (images/private.ts), so
 * the same picture used publicly elsewhere is a different image.
 */
export const privateImages = pgTable('private_images', {
  hash: text('hash')
    .primaryKey()
    .references(() => images.hash, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
