import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Index kinds several table files use, beside their columns (columns.ts). */

/** Unique among the rows that have a value (a reference, an address): any number may have none. */
export const uniqueWhenSet = (name: string, column: AnyPgColumn) =>
  uniqueIndex(name)
    .on(column)
    .where(sql`${column} IS NOT NULL`);

/** Looks up the rows that have a value, the only ones it is asked for (most rows have none). */
export const indexWhenSet = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} IS NOT NULL`);
