import { desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import type { BackupStatus } from '~/shared/schemas/site-settings';

/** A backup older than this is a warning on the dashboard (docs/operations.md). */
export const BACKUP_STALE_MS = 2 * 86_400_000;

/** The last successful backup, and whether the dashboard should warn (none, over two days old, or the last copy off the machine failed). */
export async function backupStatus(db: Db, now = new Date()): Promise<BackupStatus> {
  const [last] = await db
    .select({ at: backupRuns.startedAt, offsite: backupRuns.offsite })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'ok'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return {
    lastOk: last ? last.at.toISOString() : null,
    stale: !last || now.getTime() - last.at.getTime() > BACKUP_STALE_MS,
    offsiteFailed: last?.offsite === 'failed',
  };
}
