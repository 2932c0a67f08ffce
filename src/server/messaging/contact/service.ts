import { type SQL, and, eq, ilike, inArray, or } from 'drizzle-orm';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { Db } from '~/server/core/db/client';
import { contactMessages } from '~/server/core/db/schema';
import { containsPattern } from '~/server/core/db/like';
import { newestFirstPage } from '~/server/core/db/newest-first';
import { conflict, notFound } from '~/server/core/http/errors';
import type { z } from 'zod';
import { recordActivity } from '~/server/core/activity/record';
import { backwardsMoveMessage, statusesAllowedBefore } from './status';
import type { Message, MessageListQuery, MessageStatus, contactSchema } from '~/shared/schemas/message';

type Row = typeof contactMessages.$inferSelect;
export type ContactData = z.output<typeof contactSchema>;

export const MESSAGE_NOT_FOUND = 'Message not found';

/** The admin view of a contact message (docs/product.md: id, _id, name, email, subject, message, status, createdAt). */
export function toMessageRecord(row: Row): Message {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createMessage(db: Db, input: ContactData): Promise<Row> {
  return db.transaction(async (tx) => {
    const supporterId = await findOrCreateSupporter(tx, {
      email: input.email,
      name: input.fullname,
      phone: input.phoneNumber,
    });
    const [row] = await tx
      .insert(contactMessages)
      .values({
        supporterId,
        name: input.fullname,
        email: input.email,
        phone: input.phoneNumber,
        subject: input.subject,
        message: input.message,
      })
      .returning();
    return row!;
  });
}

/**
 * One page of the messages, newest first (the created_at index, the id breaking ties),
 * filtered before the page is cut: docs/product.md's search matches name, e-mail or message text.
 */
export async function listMessages(db: Db, q: MessageListQuery): Promise<{ rows: Message[]; total: number }> {
  const filters: SQL[] = [];
  if (q.q) {
    const pattern = containsPattern(q.q);
    filters.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      )!,
    );
  }
  if (q.status) filters.push(eq(contactMessages.status, q.status));
  const where = and(...filters);
  const select = db.select().from(contactMessages).$dynamic();
  const { rows, total } = await newestFirstPage(db, { table: contactMessages, where, select }, q);
  return { rows: rows.map(toMessageRecord), total };
}

/**
 * Moves a message's status forward in one guarded UPDATE, so two admins acting at
 * once can never move it back. 404 for an unknown message, 409 for a backwards move.
 */
export async function setMessageStatus(db: Db, id: string, to: MessageStatus, adminId: string) {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    const [row] = await tx
      .update(contactMessages)
      .set({ status: to })
      .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, statusesAllowedBefore(to))))
      .returning();
    if (row) await recordActivity(tx, adminId, 'update', 'message', id, { before, after: { status: row.status } });
    return row;
  });
  if (updated) return toMessageRecord(updated);
  const [current] = await db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!current) throw notFound(MESSAGE_NOT_FOUND);
  throw conflict(backwardsMoveMessage(current.status, to));
}

export async function deleteMessage(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A visitor's words and address go with the message: the log keeps only that it was deleted.
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!deleted) throw notFound(MESSAGE_NOT_FOUND);
    await recordActivity(tx, adminId, 'delete', 'message', id);
  });
}
