import { type SQL, and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { pageWindow } from '~/server/core/http/paging';
import { recordName } from '~/server/core/activity/change';
import { adminUsers } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import type { ActivityPage, ActivityQuery } from '~/shared/schemas/activity';

type Fields = Record<string, unknown> | null;
const fields = (v: unknown): Fields => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : null);

/**
 * The activity log, newest first, filtered by person, kind of record and record. Read
 * only: the log is append-only (recordActivity inserts; no code updates or deletes it).
 */
export async function listActivity(db: Db, q: ActivityQuery): Promise<ActivityPage> {
  const filters: SQL[] = [];
  if (q.user) filters.push(eq(activityLog.userId, q.user));
  if (q.entity) filters.push(eq(activityLog.entity, q.entity));
  if (q.entityId) filters.push(eq(activityLog.entityId, q.entityId.toLowerCase()));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageWindow(q);
  const [found, [totals], people] = await Promise.all([
    db
      .select({ a: activityLog, user: { id: adminUsers.id, name: adminUsers.name, email: adminUsers.email } })
      .from(activityLog)
      .leftJoin(adminUsers, eq(adminUsers.id, activityLog.userId))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(activityLog).where(where),
    db.select({ id: adminUsers.id, name: adminUsers.name }).from(adminUsers).orderBy(asc(adminUsers.name)),
  ]);
  return {
    data: found.map(({ a, user }) => ({
      id: a.id,
      user: user ? { _id: user.id, name: user.name, email: user.email } : null,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      // Rows written before names were kept: a creation's or deletion's stored record still names it.
      entityName: a.entityName ?? (recordName(fields(a.after)) || recordName(fields(a.before))),
      before: fields(a.before),
      after: fields(a.after),
      createdAt: a.createdAt.toISOString(),
    })),
    total: Number(totals?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    people: people.map((p) => ({ _id: p.id, name: p.name })),
  };
}
