import { sql } from 'drizzle-orm';
import type { TestServer } from './server';

/**
 * Runs `fn` while every write to activity_log fails (a trigger raises), to prove that
 * a change and its activity record are saved together or not at all.
 */
export async function whileActivityWritesFail(s: TestServer, fn: () => Promise<void>): Promise<void> {
  const db = s.database.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'activity_log is refusing writes (test)'; END; $$`),
  );
  await db.execute(
    sql.raw(
      'CREATE TRIGGER test_refuse_activity BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION test_refuse_activity()',
    ),
  );
  try {
    await fn();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_activity ON activity_log'));
  }
}
