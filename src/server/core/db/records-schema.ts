import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ownedBy, setNullRef } from './columns';
import { uniqueWhenSet } from './indexes';
import { adminUsers, donations, payments } from './schema';

/**
 * A gift staff received offline (cash, bank transfer, cheque): its donation row has no
 * payment (donations.payment_id is null); this row says when it was received, by whom
 * it was recorded, and the staff's note. A gift assigned from a statement line
 * (docs/accounting.md#reconciliation) keeps the statement's provider and reference:
 * one gift per line, whatever the number of uploads.
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
    statementProvider: text('statement_provider'),
    statementRef: text('statement_ref'),
    /** The charity's own id for a gift brought in by an import (docs/importing.md): a re-import finds it. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offline_donations_statement_idx')
      .on(t.statementProvider, t.statementRef)
      .where(sql`${t.statementRef} IS NOT NULL`),
    uniqueWhenSet('offline_donations_ref_idx', t.ref),
  ],
);

/** One statement file finance uploaded (docs/accounting.md#reconciliation): who, when, which provider, what it held. */
export const statementUploads = pgTable(
  'statement_uploads',
  {
    id: id(),
    provider: text('provider').notNull(),
    fileName: text('file_name').notNull(),
    /** The file's lines, and those already known from an earlier upload (not matched again). */
    lines: integer('lines').notNull(),
    repeated: integer('repeated').notNull().default(0),
    /** The days the statement covers (its first and last line): "ours only" looks there. */
    firstDay: date('first_day'),
    lastDay: date('last_day'),
    uploadedBy: setNullRef('uploaded_by', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('statement_uploads_created_idx').on(t.createdAt, t.id)],
);

/**
 * A line of a statement, stored once per provider and reference: a later upload that
 * repeats it finds it and matches nothing again. `state` is what reconciliation found
 * (matched, different, statementOnly, ignored: a failed line with no record of ours);
 * a matched line names the payment or the offline gift it is.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    uploadId: ownedBy('upload_id', () => statementUploads.id),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('RWF'),
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    day: date('day').notNull(),
    succeeded: text('succeeded').notNull(),
    payer: text('payer').notNull().default(''),
    state: text('state').notNull(),
    /** Why a line is "different": amount, status. */
    difference: text('difference'),
    paymentId: uuid('payment_id').references(() => payments.id),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    resolvedBy: setNullRef('resolved_by', () => adminUsers.id),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statement_lines_reference_idx').on(t.provider, t.reference),
    index('statement_lines_upload_state_idx').on(t.uploadId, t.state, t.day),
    uniqueWhenSet('statement_lines_payment_idx', t.paymentId),
    uniqueWhenSet('statement_lines_donation_idx', t.donationId),
  ],
);
