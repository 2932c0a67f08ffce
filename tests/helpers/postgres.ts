import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '~/server/core/db/client';
import { throwawayPostgres } from './throwaway-postgres';

/**
 * A migrated database on PostgreSQL for the tests of one file, whatever database the suite
 * runs on (what only PostgreSQL shows: connections of a pool, transactions at once); dropped after.
 */
export function usePostgresDatabase(): () => Database {
  let pgdb: Awaited<ReturnType<typeof throwawayPostgres>> | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    pgdb = await throwawayPostgres(undefined, { migrated: true });
    database = await openDatabase({ databaseUrl: pgdb.url });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await pgdb?.drop();
  });
  return () => {
    if (!database) throw new Error('the PostgreSQL database is not open yet');
    return database;
  };
}
