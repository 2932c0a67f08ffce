import type { Db } from '~/server/db/client';
import { activityLog } from '~/server/db/schema';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'mark-sponsored'
  | 'mark-available'
  // a monthly plan, on the payer's request; a giving statement e-mailed
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'send-statement';
export type ActivityEntity =
  | 'gift'
  | 'blog_post'
  | 'child'
  | 'message'
  | 'application'
  | 'skill'
  | 'subscription'
  | 'site_settings'
  | 'demo_content'
  | 'admin_user'
  | 'recurring_plan'
  | 'donor';

/**
 * Every admin change leaves an activity record (who, what, which record). Called with
 * the change's transaction, so the change and its record are saved together or not at all.
 */
export async function recordActivity(
  db: Pick<Db, 'insert'>,
  adminId: string,
  action: ActivityAction,
  entity: ActivityEntity,
  entityId: string,
): Promise<void> {
  await db.insert(activityLog).values({ userId: adminId, action, entity, entityId });
}
