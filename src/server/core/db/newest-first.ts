import { type SQL, count, desc } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { pageWindow } from '~/server/core/http/paging';
import type { PageInfo, PageQuery } from '~/shared/schemas/paging';

/** A table listed newest first: its `created_at`, its `id` breaking ties. */
export type Dated = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * One page of a select, newest first (created_at, then id, descending), cut in SQL
 * (docs/conventions.md#record-shapes-json: every list read is paged). The select is
 * `db.select(...).from(table)` with its joins and filter, made `.$dynamic()`.
 */
export function newestFirst<S extends PgSelect>(select: S, table: Dated, q: PageQuery): S {
  const { limit, offset } = pageWindow(q);
  return select.orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset);
}

/**
 * A page newest first and the count of every row the filter keeps, read side by side:
 * `{ rows, total, page, pageSize }`, the envelope's page fields beside the rows.
 */
export async function newestFirstPage<S extends PgSelect>(
  db: Db,
  read: { table: Dated; where?: SQL; select: S },
  q: PageQuery,
): Promise<PageInfo & { rows: Awaited<S> }> {
  const [rows, [counted]] = await Promise.all([
    newestFirst(read.select.where(read.where), read.table, q),
    db.select({ n: count() }).from(read.table).where(read.where),
  ]);
  return { rows: rows as Awaited<S>, total: counted?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
