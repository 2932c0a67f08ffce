import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, setNullRef } from './columns';
import { adminUsers } from './schema';
import { paidForChild } from './sponsorship-schema';

/** As src/shared/schemas/child-gift-settings.ts names them (drizzle-kit reads this file without the app's aliases). */
const childGiftKinds = ['birthday', 'christmas', 'family'] as const;
const childGiftStatuses = ['received', 'delivered'] as const;

/**
 * A gift of money from a sponsor to the child they sponsor, written when its payment is
 * approved (payments.kind 'child-gift'): who gave, for which child and sponsorship, what
 * for, how much. Staff mark it delivered (optionally with a photo of the child with the
 * gift), which reaches the sponsor on their page. The yearly caps are counted from here.
 */
export const childGifts = pgTable(
  'child_gifts',
  {
    id: id(),
    ...paidForChild(),
    kind: text('kind', { enum: childGiftKinds }).notNull(),
    amountRwf: bigint('amount_rwf', { mode: 'number' }).notNull(),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email').notNull(),
    /** A few words for staff from the sponsor ("for school shoes"); never passed on with contact details unchecked. */
    note: text('note').notNull().default(''),
    status: text('status', { enum: childGiftStatuses }).notNull().default('received'),
    deliveredAt: at('delivered_at'),
    deliveredBy: setNullRef('delivered_by', () => adminUsers.id),
    /** What staff say about the delivery, shown to the sponsor. */
    deliveryNote: text('delivery_note').notNull().default(''),
    /** A photo of the delivery (/api/images/<hash>/1200.webp), shown to the sponsor. */
    deliveryPhoto: text('delivery_photo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('child_gifts_payment_idx').on(t.paymentId),
    // A child's gifts of a kind in a year (the caps), and a child's gifts newest first.
    index('child_gifts_child_kind_created_idx').on(t.childId, t.kind, t.createdAt),
    // Staff's list, newest first or of one status (decision 009).
    index('child_gifts_status_created_idx').on(t.status, t.createdAt, t.id),
    index('child_gifts_created_idx').on(t.createdAt, t.id),
    index('child_gifts_sponsor_key_idx').on(sql`lower(${t.sponsorEmail})`),
    // A sponsorship's gifts (its supporter's record, their signed page).
    index('child_gifts_sponsorship_idx').on(t.sponsorshipId),
  ],
);
