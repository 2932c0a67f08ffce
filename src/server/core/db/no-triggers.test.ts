import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { rowsOf } from './rows';
import { sql } from 'drizzle-orm';
import { usePgliteDatabase } from '~test/pglite';
import { usePostgresDatabase } from '~test/postgres';

/**
 * A fresh database has no trigger and no function of ours at all: totals are plain SQL
 * over the records (decision 014: the kept totals' triggers, functions, views and tables
 * of migrations 0011-0020 were dropped by 0028), and the public content's cache counter is
 * bumped by the application in each writer's transaction (decision 015: 0034 dropped the
 * triggers of migration 0002).
 */

function fresh(database: () => Database) {
  const q = (query: ReturnType<typeof sql>) => rowsOf<{ name: string }>(database().db, query);

  it('has no trigger', async () => {
    const triggers = await q(sql`
      SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE NOT t.tgisinternal AND n.nspname = 'public' ORDER BY 1`);
    expect(triggers.map((t) => t.name)).toEqual([]);
    const listed = await q(sql`
      SELECT DISTINCT event_object_table || '.' || trigger_name AS name FROM information_schema.triggers
       WHERE trigger_schema = 'public' ORDER BY 1`);
    expect(listed.map((t) => t.name)).toEqual([]);
  });

  it('has no function, no view and no kept-total table of the old totals', async () => {
    const functions = await q(sql`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' ORDER BY 1`);
    expect(functions.map((f) => f.name)).toEqual([]);
    const views = await q(sql`SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public'`);
    expect(views).toEqual([]);
    const kept = await q(sql`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'
         AND table_name IN ('daily_totals', 'donor_days', 'donor_days_version', 'donor_range_counts',
                            'donor_summaries', 'donation_sums', 'donation_totals')`);
    expect(kept).toEqual([]);
  });
}

describe('a fresh PGlite database', () => {
  fresh(usePgliteDatabase());
});

describe('a fresh PostgreSQL database', () => {
  fresh(usePostgresDatabase());
});
