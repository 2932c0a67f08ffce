import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Database } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import { BACKUP_NAME, backupTime, writeBackupFile } from './file';
import { backupsToDelete, parseKeep } from './keep';
import { putBackup, s3Settings } from './s3';

export const backupDir = (config: Config) => config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');
export const instanceName = () => `${hostname()}#${process.pid}`;

export interface BackupOutcome {
  id: number;
  file: string;
  name: string;
  sha256: string;
  bytes: number;
  rows: number;
  offsite: 'none' | 'ok' | 'failed';
  offsiteError?: string;
  deleted: string[];
}

/** A failure's words for the dashboard: the message, never a stack, a URL's credentials or a query's values. */
const describe = (e: unknown) =>
  (e instanceof Error ? e.message : String(e)).replace(/\/\/[^@/\s]*@/g, '//').slice(0, 500);

/** Deletes the backups (and their checksums) that BACKUP_KEEP no longer keeps; only files named like ours. */
export async function pruneBackups(dir: string, keep: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => BACKUP_NAME.test(f));
  const dated = files.map((name) => ({ name, time: backupTime(name)! }));
  const doomed = backupsToDelete(dated, parseKeep(keep));
  for (const d of doomed) {
    await rm(path.join(dir, d.name), { force: true });
    await rm(path.join(dir, `${d.name}.sha256`), { force: true });
  }
  return doomed.map((d) => d.name);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Takes one backup: recorded in backup_runs (the dashboard reads it), written to
 * BACKUP_DIR, copied to the bucket when one is set (outside any transaction), then the
 * folder pruned by BACKUP_KEEP. One at a time in a process. `claimed`: the run row the
 * scheduler already inserted (schedule.ts).
 */
export function runBackup(
  database: Database,
  config: Config,
  opts: { trigger: 'scheduled' | 'manual'; now?: Date; claimed?: number },
): Promise<BackupOutcome> {
  const run = queue.then(() => backupNow(database, config, opts));
  queue = run.catch(() => {});
  return run;
}

async function backupNow(
  database: Database,
  config: Config,
  opts: { trigger: 'scheduled' | 'manual'; now?: Date; claimed?: number },
): Promise<BackupOutcome> {
  const { db } = database;
  const now = opts.now ?? new Date();
  const id =
    opts.claimed ??
    (
      await db
        .insert(backupRuns)
        .values({ trigger: opts.trigger, startedAt: now, status: 'running', instance: instanceName() })
        .returning({ id: backupRuns.id })
    )[0]!.id;
  let written;
  try {
    written = await writeBackupFile(db, database.kind, backupDir(config), {
      now,
      encryptionKey: config.BACKUP_ENCRYPTION_KEY,
      dataDir: config.DATA_DIR,
    });
  } catch (e) {
    await db
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: describe(e) })
      .where(eq(backupRuns.id, id));
    throw e;
  }
  const s3 = s3Settings(config);
  let offsite: BackupOutcome['offsite'] = 'none';
  let offsiteError: string | undefined;
  if (s3) {
    try {
      await putBackup(s3, written.file, written.sha256);
      offsite = 'ok';
    } catch (e) {
      offsite = 'failed';
      offsiteError = describe(e);
    }
  }
  await db
    .update(backupRuns)
    .set({
      status: 'ok',
      finishedAt: new Date(),
      fileName: written.name,
      bytes: written.bytes,
      sha256: written.sha256,
      offsite,
      offsiteError: offsiteError ?? null,
    })
    .where(eq(backupRuns.id, id));
  const deleted = await pruneBackups(backupDir(config), config.BACKUP_KEEP);
  return {
    id,
    file: written.file,
    name: written.name,
    sha256: written.sha256,
    bytes: written.bytes,
    rows: written.stats.rows,
    offsite,
    offsiteError,
    deleted,
  };
}
