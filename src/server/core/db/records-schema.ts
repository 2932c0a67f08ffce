import { sql } from 'drizzle-orm';
import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, setNullRef } from './columns';
import { adminUsers, donations } from './schema';

/**
 * A gift staff received offline (cash, bank transfer, cheque): its donation row has no
 * payment (donations.payment_id is null); this row says when it was received, by whom
 * it was recorded, and the staff's note.
 */
export const offlineDonations = pgTable(
  'offline_donations',
  {
    donationId: uuid('donation_id')
      .primaryKey()
      .references(() => donations.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: setNullRef('recorded_by', () => adminUsers.id),
    /** The charity's own id for a gift brought in by an import (docs/importing.md): a re-import finds it. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offline_donations_ref_idx')
      .on(t.ref)
      .where(sql`${t.ref} IS NOT NULL`),
  ],
);
