import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { recordActivity } from '~/server/core/activity/record';
import { readStaffSection } from '~/server/core/site/staff-section';
import { siteSettings } from '~/server/core/db/settings-schema';
import { rowsOf } from '~/server/core/db/rows';
import type { FreshnessSettings } from '~/shared/schemas/child';

/*
 * Freshness (docs/field.md#freshness): a child still in the programme with no approved
 * progress report and no photo news in the last 12 months, and enrolled before then (the
 * enrolment's photo counts), is stale: flagged on the dashboard, and kept off the public
 * list while the Site setting says so (off by default).
 */

export const FRESH_MONTHS = 12;

/**
 * The instant 12 months before `now`, read from the server's clock (not the database's
 * `now()`): the public list and its caches, keyed by the day (core/http/public-cache.ts,
 * web/page-render.ts), agree on the same time, and tests move it.
 */
export function freshSince(now: Date = new Date()): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - FRESH_MONTHS);
  return since;
}

/** The children table's rows that are stale at `now`, in SQL. */
export function staleAt(now: Date = new Date()): SQL {
  const since = freshSince(now).toISOString();
  return sql`(${children.leftAt} IS NULL AND ${children.createdAt} < ${since}::timestamptz AND NOT EXISTS (
  SELECT 1 FROM child_updates fu WHERE fu.child_id = ${children.id}
    AND fu.kind IN ('progress', 'photo') AND fu.posted_at >= ${since}::timestamptz))`;
}

/** How many children are stale now (the count on the Sponsorship screen). */
export async function staleCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM children WHERE ${staleAt()}`);
  return Number(row?.n ?? 0);
}

/** Which of these children are stale. */
export async function staleAmong(db: Db, list: { id: string }[]): Promise<Set<string>> {
  const ids = list.map((r) => r.id);
  if (!ids.length) return new Set();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM children WHERE ${children.id} IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND ${staleAt()}`,
  );
  return new Set(rows.map((r) => r.id));
}

const SECTION = 'freshness';

export async function readFreshnessSettings(db: Db): Promise<FreshnessSettings> {
  const value = (await readStaffSection(db, SECTION)) as { hideStale?: unknown } | undefined;
  return { hideStale: value?.hideStale === true };
}

/**
 * Saves the setting; it changes the public list, so the content version moves in the same
 * transaction (docs/architecture.md).
 */
export async function saveFreshnessSettings(db: Db, value: FreshnessSettings, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ section: SECTION, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    await recordActivity(tx, adminId, 'update', 'site_settings', SECTION, { after: value });
    await bumpContentVersion(tx);
  });
}

/**
 * What the public list leaves out: stale children while the setting is on. A child goes
 * stale by time alone, with no write: the public caches key on the day as well as on the
 * content version, so the list leaves them out from the next day.
 */
export async function publicFreshness(db: Db): Promise<SQL | undefined> {
  return (await readFreshnessSettings(db)).hideStale ? sql`NOT ${staleAt()}` : undefined;
}
