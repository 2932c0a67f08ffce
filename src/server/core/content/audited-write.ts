import type { Db } from '~/server/core/db/client';
import { type ActivityAction, type ActivityEntity, recordActivity } from '~/server/core/activity/record';
import { notFound } from '~/server/core/http/errors';
import { bumpContentVersion } from './version-bump';

/** Which public content record a staff member changes (docs/architecture.md, "One audited write"). */
export interface AuditedTarget {
  entity: ActivityEntity;
  id: string;
  adminId: string;
  /** The 404's message when the record is not there (the default's otherwise). */
  missing?: string;
}

/** An edit in its transaction: the record as it was (locked), the write, and the answer made of the record as it became. */
export interface AuditedEdit<Before extends object | undefined, Row extends object, Out> {
  /** The record as it was, locked until the commit (`SELECT ... FOR UPDATE`). */
  before(tx: Db): Promise<Before>;
  /** Writes the change and answers the record as it became; undefined when it is not there. */
  write(tx: Db, before: Before): Promise<Row | undefined>;
  answer(row: Row, tx: Db): Out | Promise<Out>;
}

/** The first row of a query's answer (a `.returning()` or a select of one record). */
export const firstRow = async <R>(rows: PromiseLike<R[]>): Promise<R | undefined> => (await rows)[0];

/**
 * Updates a public content record (a gift, a post, a child, a skill) and records it in
 * the activity log, in one transaction: the change, the content version (decision 015)
 * and the log's record (the fields that changed, before and after) are saved together or
 * not at all. A record that is not there is a 404.
 */
export async function auditedUpdate<Before extends object | undefined, Row extends object, Out>(
  db: Db,
  target: AuditedTarget & { action?: ActivityAction },
  edit: AuditedEdit<Before, Row, Out>,
): Promise<Out> {
  return db.transaction(async (tx) => {
    const before = await edit.before(tx);
    const row = await edit.write(tx, before);
    if (!row) throw notFound(target.missing);
    await bumpContentVersion(tx);
    await recordActivity(tx, target.adminId, target.action ?? 'update', target.entity, target.id, {
      before,
      after: row,
    });
    return edit.answer(row, tx);
  });
}

/** Deletes a public content record (`remove` answers the deleted row) and records it, in one transaction, as `auditedUpdate`. */
export async function auditedDelete(
  db: Db,
  target: AuditedTarget,
  remove: (tx: Db) => Promise<object | undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await remove(tx);
    if (!row) throw notFound(target.missing);
    await bumpContentVersion(tx);
    await recordActivity(tx, target.adminId, 'delete', target.entity, target.id, { before: row });
  });
}
