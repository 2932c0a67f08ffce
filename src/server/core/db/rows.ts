import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query, on PGlite and on node-postgres alike. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
