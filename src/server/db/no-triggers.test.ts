import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { rowsOf } from './rows';
import { sql } from 'drizzle-orm';
import { usePostgresDatabase } from '~test/postgres';

/**
 * Totals are plain SQL over the records (decision 014): a fresh database has
 * none of the kept totals' triggers, functions, views or tables (migrations 0011-0020,
 * dropped by 0028). The one trigger kept is the public content's cache counter
 * (migration 0002: gifts, posts, children and skills bump content_version), which keeps
 * no total; anything else that appears fails here.
 */
const CONTENT_VERSION_TRIGGERS = [
  'blog_posts.blog_posts_content_version',
  'children.children_content_version',
  'gifts.gifts_content_version',
  'skills.skills_content_version',
];

function fresh(database: () => Database) {
  const q = (query: ReturnType<typeof sql>) => rowsOf<{ name: string }>(database().db, query);

  it('has no trigger but the content cache counter', async () => {
    const triggers = await q(sql`
      SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE NOT t.tgisinternal AND n.nspname = 'public' ORDER BY 1`);
    expect(triggers.map((t) => t.name)).toEqual(CONTENT_VERSION_TRIGGERS);
    const listed = await q(sql`
      SELECT DISTINCT event_object_table || '.' || trigger_name AS name FROM information_schema.triggers
       WHERE trigger_schema = 'public' ORDER BY 1`);
    expect(listed.map((t) => t.name)).toEqual(CONTENT_VERSION_TRIGGERS);
  });

  it('has no function, view or kept-total table of the old totals, and no advisory lock function', async () => {
    const functions = await q(sql`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' ORDER BY 1`);
    expect(functions.map((f) => f.name)).toEqual(['bump_content_version']);
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
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 300_000);
  afterAll(() => database.close());
  fresh(() => database);
});

describe('a fresh PostgreSQL database', () => {
  fresh(usePostgresDatabase());
});
