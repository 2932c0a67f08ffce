import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';

/**
 * A batch's statements with one parameter per column, whatever the batch's size
 * (docs/performance.md, "Importing"): `= ANY($1::text[])` for its lookups, `unnest` of one
 * array per column for its inserts and updates. Five hundred rows of fourteen columns are
 * fourteen parameters, not seven thousand: PostgreSQL plans the statement once, and the
 * query builder does not walk every value (it did: a third of an import's time).
 */
export type PgType = 'text' | 'uuid' | 'bigint' | 'integer' | 'date' | 'timestamptz' | 'boolean' | 'numeric';

/** One column's values as a single array parameter, cast to its type. */
export const arrayOf = (values: unknown[], type: PgType): SQL =>
  sql`${sql.param(values.map((v) => (v instanceof Date ? v.toISOString() : (v ?? null))))}::${sql.raw(type)}[]`;

/** `column = ANY(values)`: one lookup for a batch's keys. */
export const anyOf = (column: Column | SQL, values: unknown[], type: PgType = 'text'): SQL =>
  sql`${column} = ANY(${arrayOf(values, type)})`;

/**
 * `unnest(...) AS t(a, b, ...)` over the rows: each column's name, its type and how each
 * row gives it. Select from it (`SELECT t.a, ... FROM ${unnestOf(...)}`) or update from it.
 */
export function unnestOf<R>(rows: R[], columns: Record<string, [PgType, (row: R) => unknown]>): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, pick] = columns[name]!;
    return arrayOf(rows.map(pick), type);
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS t(${sql.raw(names.join(', '))})`;
}

/** The rows a raw statement answered (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
