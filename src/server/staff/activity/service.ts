import { type SQL, and, asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { newestFirstPage } from '~/server/core/db/newest-first';
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
  const select = db
    .select({ a: activityLog, user: { id: adminUsers.id, name: adminUsers.name, email: adminUsers.email } })
    .from(activityLog)
    .leftJoin(adminUsers, eq(adminUsers.id, activityLog.userId))
    .$dynamic();
  const [{ rows, ...page }, people] = await Promise.all([
    newestFirstPage(db, { table: activityLog, where, select }, q),
    db.select({ id: adminUsers.id, name: adminUsers.name }).from(adminUsers).orderBy(asc(adminUsers.name)),
  ]);
  return {
    data: rows.map(({ a, user }) => ({
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
    ...page,
    people: people.map((p) => ({ _id: p.id, name: p.name })),
  };
}
