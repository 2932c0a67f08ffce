import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';

/**
 * Moves the public content's cache key (`content_version`, read by every instance's page
 * and API caches: `http/content-version.ts`) on by one. Call it in the transaction of
 * every write to gifts, blog_posts, children or skills that changed a row, so the change
 * and the new key commit together: no instance serves the old content under the new key,
 * and none keeps serving it once the change is visible. A write that changed nothing (an
 * unknown id, no lapsed hold) leaves it alone, so caches are not emptied for nothing.
 * `version-bump.test.ts` fails on a file that writes those tables without calling it.
 */
export async function bumpContentVersion(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
}
