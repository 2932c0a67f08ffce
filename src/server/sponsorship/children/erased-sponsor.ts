import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { activityLog } from '~/server/core/db/activity-schema';

/** What the activity log says when an erasure ended a child's sponsorship (people/privacy/erase.ts). */
export const SPONSOR_ERASED = 'sponsor-erased';

/**
 * When each of these children was made available again because their sponsor's data was
 * erased, from the activity log: staff see it on the child's record while the child waits
 * since then (a new sponsor, or staff's own change, makes it history).
 */
export async function sponsorErasures(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activityLog.entityId, at: max(activityLog.createdAt) })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entity, 'child'),
        eq(activityLog.action, 'mark-available'),
        inArray(activityLog.entityId, ids),
        sql`${activityLog.after}->>'reason' = ${SPONSOR_ERASED}`,
      ),
    )
    .groupBy(activityLog.entityId);
  return new Map(rows.flatMap((r) => (r.id && r.at ? [[r.id, r.at] as const] : [])));
}

/** The erasure's time, while the child still waits since it (no sponsor, no later change). */
export function sponsorErasedAt(row: { isSponsored: boolean; waitingSince: Date }, at: Date | undefined) {
  return at && !row.isSponsored && at.getTime() >= row.waitingSince.getTime() - 1000 ? at.toISOString() : null;
}
