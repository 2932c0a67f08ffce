import type { Db } from '~/server/db/client';
import { activityLog } from '~/server/db/schema';

/** Every admin change leaves an activity record (who, what, which record). */
export async function recordActivity(
  db: Pick<Db, 'insert'>,
  adminId: string,
  action: 'create' | 'update' | 'delete',
  entity: 'message' | 'application' | 'skill' | 'subscription',
  entityId: string,
): Promise<void> {
  await db.insert(activityLog).values({ userId: adminId, action, entity, entityId });
}
