import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type Database, openDatabase } from '~/server/core/db/client';
import { at } from '~/server/core/db/columns';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { LeasedRowsSpec } from '~/server/core/jobs/leased-rows';
import type { RetryPolicy } from '~/server/core/jobs/retry';
import { usePostgresDatabase } from './postgres';

/** A queue table as core/jobs/leased-rows.ts expects one, made by the test (it is no part of the schema). */
export const testJobs = pgTable('test_jobs', {
  id: serial('id').primaryKey(),
  payload: text('payload').notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  reason: text('reason'),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export interface TestJob {
  id: number;
  payload: string;
  attempts: number;
}

export type TestJobRow = typeof testJobs.$inferSelect;

/** The test table as leased rows (core/jobs/leased-rows.ts): oldest first, retried when a lease runs out. */
export const testJobsSpec = (policy: RetryPolicy, over: Partial<LeasedRowsSpec> = {}): LeasedRowsSpec => ({
  table: testJobs,
  policy,
  order: sql`next_attempt_at, id`,
  returning: sql`j.id, j.payload, j.attempts`,
  expired: 'retry',
  interrupted: 'interrupted',
  hasReason: true,
  gaveUp: (attempts, reason) => `gave up after ${attempts}: ${reason}`,
  ...over,
});

async function createTable(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS test_jobs (
    id serial PRIMARY KEY, payload text NOT NULL, status text NOT NULL DEFAULT 'queued',
    attempts integer NOT NULL DEFAULT 0, next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error text, reason text, sent_at timestamptz, created_at timestamptz NOT NULL DEFAULT now())`);
}

/** Queues jobs named by their payloads, due now. */
export async function queueJobs(db: Db, ...payloads: string[]): Promise<void> {
  await db.insert(testJobs).values(payloads.map((payload) => ({ payload })));
}

export async function jobRows(db: Db): Promise<TestJobRow[]> {
  return db.select().from(testJobs).orderBy(testJobs.id);
}

/** Seconds from the database's now() to the row's next_attempt_at. */
export async function dueInSeconds(db: Db, id: number): Promise<number> {
  const [row] = await rowsOf<{ s: number }>(
    db,
    sql`SELECT extract(epoch FROM next_attempt_at - now())::float8 AS s FROM test_jobs WHERE id = ${id}`,
  );
  return Number(row?.s);
}

/**
 * Declares `tests` twice, on PGlite and on PostgreSQL (whatever database the suite runs
 * on), each with an emptied test_jobs table and job_leases before every test.
 */
export function onBothDatabases(tests: (db: () => Db, kind: 'pglite' | 'postgres') => void): void {
  describe('on PGlite', () => {
    let database: Database | undefined;
    beforeAll(async () => {
      const file = inject('pgliteTemplate');
      database = await openDatabase(file ? { template: new Blob([readFileSync(file)]) } : {});
      await createTable(database.db);
    }, 300_000);
    afterAll(() => database?.close());
    const db = () => database!.db;
    beforeEach(() => empty(db()));
    tests(db, 'pglite');
  });
  describe('on PostgreSQL', () => {
    const database = usePostgresDatabase();
    const db = () => database().db;
    beforeAll(() => createTable(db()));
    beforeEach(() => empty(db()));
    tests(db, 'postgres');
  });
}

async function empty(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE test_jobs RESTART IDENTITY`);
  await db.execute(sql`DELETE FROM job_leases`);
}
