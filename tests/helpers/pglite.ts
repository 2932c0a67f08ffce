import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '~/server/core/db/client';

/**
 * A fresh, migrated PGlite database in memory for the tests of one file or `describe`,
 * closed after them: the counterpart of `usePostgresDatabase` (postgres.ts).
 */
export function usePgliteDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 300_000);
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('the PGlite database is not open yet');
    return database;
  };
}
