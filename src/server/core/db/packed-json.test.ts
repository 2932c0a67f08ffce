import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '~/server/core/db/migrations';
import { migrationsUpTo } from '~test/migrations';
import { throwawayPostgres } from '~test/process';
import { importJobs } from './import-jobs-schema';
import { importRuns } from './import-runs-schema';

/**
 * An import's results and a job's answer are kept gzipped (columns.ts's `packedJson`,
 * migration 0051): rows written as `jsonb` before the migration read back the same, a new
 * value is stored as gzip's bytes, and a run made with no results reads as an empty list.
 * On PGlite and on PostgreSQL.
 */
let before: string;
let remove: () => void;
beforeAll(() => ({ folder: before, remove } = migrationsUpTo('0050_portal_links_job')));
afterAll(() => remove());

const RUN = '00000000-0000-4000-8000-0000000000a1';
const OLD_RESULTS = [
  { row: 2, status: 'created', ref: "D'Arc", errors: [] },
  { row: 3, status: 'error', ref: null, errors: [{ column: 'amount', message: 'Enter a whole number of francs' }] },
];
const OLD_ROWS = [
  `INSERT INTO import_runs (id, kind, file_name, results) VALUES ('${RUN}', 'donations', 'old.csv', '${JSON.stringify(OLD_RESULTS).replace(/'/g, "''")}'::jsonb)`,
  `INSERT INTO import_jobs (kind, file_name, dry_run, time_zone, status, answer_status, answer)
   VALUES ('donations', 'old.csv', true, 'Africa/Kigali', 'sent', 200, '{"data":{"rows":2}}'::jsonb)`,
];

type Query = (text: string) => Promise<Record<string, unknown>[]>;
async function check(db: PgDatabase<PgQueryResultHKT>, q: Query) {
  const [old] = await db.select().from(importRuns).where(eq(importRuns.id, RUN));
  expect(old!.results).toEqual(OLD_RESULTS);
  const [job] = await db.select({ answer: importJobs.answer }).from(importJobs);
  expect(job!.answer).toEqual({ data: { rows: 2 } });

  const many = Array.from({ length: 5000 }, (_, i) => ({
    row: i + 2,
    status: 'created' as const,
    ref: `D${i}`,
    errors: [],
  }));
  const [made] = await db
    .insert(importRuns)
    .values({ kind: 'donations', fileName: 'new.csv', results: many })
    .returning({ id: importRuns.id });
  const [empty] = await db
    .insert(importRuns)
    .values({ kind: 'supporters', fileName: 'none.csv' })
    .returning({ id: importRuns.id });
  const [stored] = await q(
    `SELECT encode(substring(results from 1 for 2), 'hex') AS magic, octet_length(results) AS bytes FROM import_runs WHERE id = '${made!.id}'`,
  );
  expect(stored!.magic).toBe('1f8b');
  expect(Number(stored!.bytes)).toBeLessThan(JSON.stringify(many).length / 4);
  const [again] = await db.select().from(importRuns).where(eq(importRuns.id, made!.id));
  expect(again!.results).toEqual(many);
  const [none] = await db.select().from(importRuns).where(eq(importRuns.id, empty!.id));
  expect(none!.results).toEqual([]);
}

describe('packed JSON columns (migration 0051)', () => {
  it('reads the jsonb written before and writes gzip on PGlite', async () => {
    const client = new PGlite();
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: before });
    for (const statement of OLD_ROWS) await client.query(statement);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    await check(db, async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await client.close();
  });

  it('does the same on PostgreSQL', async () => {
    const database = await throwawayPostgres();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: before });
      for (const statement of OLD_ROWS) await client.query(statement);
      const db = drizzlePg({ client });
      await migratePg(db, { migrationsFolder });
      await check(db, async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
      await database.drop();
    }
  }, 300_000);
});
