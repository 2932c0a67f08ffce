import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { readStaffSection, saveStaffSection } from '~/server/core/site/staff-section';
import type { ChildNewsSettings, QuietChild } from '~/shared/schemas/child-news';
import { VISIBLE_TO_SPONSORSHIP } from './sponsor-news';

/** The Site settings row of the child-news settings (its own section: no other section reads it). */
const SECTION = 'childNews';
export const DEFAULT_QUIET_MONTHS = 6;

export async function readNewsSettings(db: Db): Promise<ChildNewsSettings> {
  const months = ((await readStaffSection(db, SECTION)) as { quietMonths?: unknown } | undefined)?.quietMonths;
  return { quietMonths: typeof months === 'number' && months >= 1 && months <= 36 ? months : DEFAULT_QUIET_MONTHS };
}

export async function saveNewsSettings(db: Db, value: ChildNewsSettings, adminId: string): Promise<void> {
  await saveStaffSection(db, SECTION, value, adminId);
}

/**
 * Children sponsored now whose sponsor has heard nothing for `months`: no update they
 * can see since then, and sponsored for at least that long (a new sponsor has not been
 * waiting). Longest silence first; a page.
 */
export async function quietChildren(db: Db, months: number, page: number, pageSize: number) {
  const since = sql`now() - make_interval(months => ${months}::int)`;
  const where = sql`s.status = 'active' AND s.child_id IS NOT NULL AND s.started_at <= ${since}`;
  const last = sql`(SELECT max(u.posted_at) FROM child_updates u WHERE ${VISIBLE_TO_SPONSORSHIP})`;
  const quiet = sql`${where} AND (${last} IS NULL OR ${last} < ${since})`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      child_id: string;
      name: string;
      sponsor_name: string | null;
      sponsor_email: string | null;
      started_at: Date | string;
      last_at: Date | string | null;
    }>(
      db,
      sql`SELECT s.child_id, c.name, s.sponsor_name, s.sponsor_email, s.started_at, ${last} AS last_at
          FROM sponsorships s JOIN children c ON c.id = s.child_id
          WHERE ${quiet}
          ORDER BY COALESCE(${last}, s.started_at) ASC, s.id
          LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM sponsorships s WHERE ${quiet}`),
  ]);
  const data: QuietChild[] = rows.map((r) => ({
    childId: r.child_id,
    childName: r.name,
    sponsorName: r.sponsor_name,
    sponsorEmail: r.sponsor_email,
    sponsoredSince: new Date(r.started_at).toISOString(),
    lastUpdateAt: r.last_at ? new Date(r.last_at).toISOString() : null,
  }));
  return { data, total: Number(total?.n ?? 0), page, pageSize };
}
