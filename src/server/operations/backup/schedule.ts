import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Database } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import { repeatEvery } from '~/server/core/jobs/repeat';
import { type BackupOutcome, instanceName, runBackup } from './run';

const HOUR = 3_600_000;
/** A scheduled run still 'running' after this long died with its server: it no longer blocks the next. */
const DEAD_AFTER_MS = 3 * HOUR;
/** Instances sharing one database take the scheduled backup under this lock, one of them once. */
const SCHEDULE_LOCK = 727_029;

/** BACKUP_SCHEDULE as a period in ms, or null for off. */
export function schedulePeriod(schedule: string): number | null {
  if (schedule === 'off') return null;
  if (schedule === 'hourly') return HOUR;
  if (schedule === 'daily') return 24 * HOUR;
  if (schedule === 'weekly') return 7 * 24 * HOUR;
  const m = /^(\d+)h$/.exec(schedule);
  return m ? Math.max(1, Number(m[1])) * HOUR : null;
}

/**
 * Claims the scheduled backup due at `now`, if one is: none taken (or under way) in the
 * last period. The check and the claim are one transaction under an advisory lock, so of
 * several instances on one PostgreSQL database exactly one takes it. Returns the claimed
 * run's id, or null when none is due.
 */
export async function claimScheduledBackup(database: Database, now: Date, periodMs: number): Promise<number | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const [last] = await tx
      .select({ startedAt: backupRuns.startedAt, status: backupRuns.status })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.trigger, 'scheduled'),
          inArray(backupRuns.status, ['ok', 'running']),
          gt(backupRuns.startedAt, new Date(now.getTime() - Math.max(periodMs, DEAD_AFTER_MS))),
        ),
      )
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    if (last) {
      const age = now.getTime() - last.startedAt.getTime();
      if (last.status === 'running' && age < DEAD_AFTER_MS) return null;
      if (last.status === 'ok' && age < periodMs) return null;
    }
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger: 'scheduled', startedAt: now, status: 'running', instance: instanceName() })
      .returning({ id: backupRuns.id });
    return row!.id;
  });
}

/** One pass of the scheduler: takes the scheduled backup if it is due. */
export async function scheduledBackupPass(
  database: Database,
  config: Config,
  now: Date,
): Promise<BackupOutcome | null> {
  const period = schedulePeriod(config.BACKUP_SCHEDULE);
  if (!period) return null;
  const claimed = await claimScheduledBackup(database, now, period);
  if (claimed === null) return null;
  return runBackup(database, config, { trigger: 'scheduled', now, claimed });
}

/** Checks every `intervalMs` (10 minutes) whether a scheduled backup is due; the clock is injectable for tests. */
export function startBackupScheduler(
  app: FastifyInstance,
  database: Database,
  config: Config,
  opts: { intervalMs?: number; now?: () => Date } = {},
): void {
  if (!schedulePeriod(config.BACKUP_SCHEDULE)) return;
  const now = opts.now ?? (() => new Date());
  const job = repeatEvery(
    async () => {
      const outcome = await scheduledBackupPass(database, config, now());
      if (outcome)
        app.log.info(
          { file: outcome.name, bytes: outcome.bytes, offsite: outcome.offsite, deleted: outcome.deleted.length },
          'scheduled backup taken',
        );
      if (outcome?.offsite === 'failed')
        app.log.error({ error: outcome.offsiteError }, 'backup copy to the bucket failed');
    },
    opts.intervalMs ?? 10 * 60_000,
    (err) => app.log.error({ err }, 'scheduled backup failed'),
  );
  app.addHook('onClose', () => job.stop());
}
