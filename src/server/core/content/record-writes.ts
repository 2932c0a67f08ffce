import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, PgInsertValue } from 'drizzle-orm/pg-core';
import { type ActivityEntity, recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { auditedDelete, auditedUpdate, firstRow } from './audited-write';
import { bumpContentVersion } from './version-bump';

/** A public content table whose records are known by their `id` (a gift, a post, a skill). */
type ContentTable = PgTable & { id: PgColumn };

/**
 * A content table's staff writes, each one audited write (docs/architecture.md, "One audited
 * write"): `create` adds the record, `update` locks the record as it was and sets the columns
 * given, `remove` deletes it; each bumps the content version and records the activity in the
 * same transaction, and answers the record as `answer` shows it. `missing` is the 404's message.
 */
export function contentRecordWrites<T extends ContentTable, Out>(
  table: T,
  entity: ActivityEntity,
  answer: (row: T['$inferSelect']) => Out,
  missing?: string,
) {
  type Row = T['$inferSelect'];
  const byId = (id: string) => eq(table.id, id);
  // Drizzle types a statement over a table given as a type parameter only loosely (a select
  // or a delete takes it as a plain table): its rows are the table's rows.
  const plain: PgTable = table;
  const rows = (statement: PromiseLike<unknown>) => firstRow(statement as PromiseLike<Row[]>);
  return {
    create: (db: Db, adminId: string, values: PgInsertValue<T>): Promise<Out> =>
      db.transaction(async (tx) => {
        const row = (await rows(tx.insert(table).values(values).returning()))!;
        await bumpContentVersion(tx);
        await recordActivity(tx, adminId, 'create', entity, (row as { id: string }).id, { after: row });
        return answer(row);
      }),

    update: (db: Db, id: string, adminId: string, values: PgUpdateSetSource<T>): Promise<Out> =>
      auditedUpdate(
        db,
        { entity, id, adminId, missing },
        {
          before: (tx) => rows(tx.select().from(plain).where(byId(id)).for('update')),
          write: (tx) => rows(tx.update(table).set(values).where(byId(id)).returning()),
          answer,
        },
      ),

    remove: (db: Db, id: string, adminId: string): Promise<void> =>
      auditedDelete(db, { entity, id, adminId, missing }, (tx) => rows(tx.delete(plain).where(byId(id)).returning())),
  };
}

/**
 * The writes of a record with a picture (a gift, a post), from its form: its columns as
 * `columns` draws them, the picture on creation, and on an update only when a new one was
 * sent (the stored one stays otherwise).
 */
export function pictureRecordWrites<T extends ContentTable, Out, Input>(
  table: T,
  entity: ActivityEntity,
  answer: (row: T['$inferSelect']) => Out,
  columns: (input: Input) => Record<string, unknown>,
) {
  const writes = contentRecordWrites(table, entity, answer);
  return {
    create: (db: Db, input: Input, image: string | null, adminId: string) =>
      writes.create(db, adminId, { ...columns(input), image } as PgInsertValue<T>),
    update: (db: Db, id: string, input: Input, image: string | null, adminId: string) =>
      writes.update(db, id, adminId, {
        ...columns(input),
        ...(image ? { image } : {}),
        updatedAt: new Date(),
      } as PgUpdateSetSource<T>),
    remove: writes.remove,
  };
}
