import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';
import { lockDataDir, lockedDir } from '~/server/core/db/data-dir-lock';
import { migrationsFolder, readJournal } from '~/server/core/db/migrations';
import type { DumpStats } from './dump';
import { openBackup, verifyChecksum } from './file';
import { fileStaging } from './files';
import { forgetLeftOutSecrets } from './left-out';
import { BackupFormatError, loadRows } from './load';

export class RestoreRefused extends Error {}

/** A copy of the migrations folder that stops at `level` migrations (a backup's), for restoring before upgrading. */
function migrationsUpTo(level: number): string {
  const journal = readJournal();
  if (level === journal.entries.length) return migrationsFolder;
  const dir = mkdtempSync(path.join(tmpdir(), 'restore-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, level) }),
  );
  return dir;
}

async function postgresHasRows(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    for (const t of tables.rows) {
      const r = await client.query(`SELECT 1 FROM ${t.name} LIMIT 1`);
      if (r.rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** Empties a PostgreSQL database of this application's tables and migration record. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

export interface RestoreResult {
  stats: DumpStats;
  /** Where the data directory that was replaced (with --force) was kept. */
  keptAside?: string;
  checksum: boolean;
  migrationsAfter: number;
  /** Outbox files put back into DATA_DIR (one already there under the same name is kept). */
  filesPlaced: number;
  /** Staff whose authenticator app the backup left out: they set one up again at their next sign-in. */
  secondFactorsReset: string[];
}

/**
 * `npm run restore <file>`: into an empty data directory (PGlite) or an empty database
 * (DATABASE_URL), or over one with `force`. A backup from either database restores into
 * either. The database is first migrated to the backup's level, filled, then migrated to
 * this version's level (a backup of an older version restores into a newer one).
 * With `force` on the embedded database the old directory is kept aside, not deleted.
 * The outbox folders' files go back into DATA_DIR once the rows are in. The site's
 * signing keys are made anew and the authenticator apps the backup left out are noted
 * (left-out.ts).
 */
export async function restoreBackup(
  config: Config,
  file: string,
  opts: { force?: boolean; identity?: string; now?: Date } = {},
): Promise<RestoreResult> {
  const checksum = await verifyChecksum(file);
  const probe = await openBackup(file, opts.identity);
  probe.close();
  const { header } = probe;
  const known = readJournal().entries.length;
  if (header.migrations > known)
    throw new RestoreRefused(
      `This backup comes from a newer version (${header.migrations} migrations, this one knows ${known}): upgrade first.`,
    );

  let keptAside: string | undefined;
  if (config.DATABASE_URL) {
    if (await postgresHasRows(config.DATABASE_URL)) {
      if (!opts.force)
        throw new RestoreRefused('The database is not empty. Nothing was changed; add --force to replace it.');
    }
    await resetPostgres(config.DATABASE_URL);
  } else {
    const dir = lockedDir(config.DATA_DIR);
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!opts.force) throw new RestoreRefused(`${dir} is not empty. Nothing was changed; add --force to replace it.`);
      // Refused while the site (or anything else) has it open; kept aside rather than deleted.
      const lock = await lockDataDir(dir, 'npm run restore');
      keptAside = `${dir}.replaced-${(opts.now ?? new Date()).toISOString().replace(/[-:.]/g, '')}`;
      renameSync(dir, keptAside);
      await lock.release();
    }
  }

  const folder = migrationsUpTo(header.migrations);
  let stats: DumpStats;
  let opened = false;
  const staging = fileStaging(config.DATA_DIR, opts.now);
  try {
    const target = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      lockRole: 'npm run restore',
      migrationsFolder: folder,
    });
    opened = true;
    const backup = await openBackup(file, opts.identity);
    try {
      stats = await loadRows(target.db, backup.lines, staging.add);
    } finally {
      backup.close();
      await target.close();
    }
  } catch (e) {
    await staging.discard();
    if (!opened) throw e;
    // Nothing half-restored is left to be mistaken for the data.
    if (!config.DATABASE_URL) {
      rmSync(lockedDir(config.DATA_DIR), { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, lockedDir(config.DATA_DIR));
    } else await resetPostgres(config.DATABASE_URL);
    throw e;
  } finally {
    if (folder !== migrationsFolder) rmSync(folder, { recursive: true, force: true });
  }
  const filesPlaced = await staging.commit();
  // Then up to this version (nothing to do when the backup was taken by it).
  const upgraded = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    lockRole: 'npm run restore',
  });
  const [row] = (
    (await upgraded.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  let secondFactorsReset: string[];
  try {
    secondFactorsReset = await forgetLeftOutSecrets(upgraded.db, opts.now);
  } finally {
    await upgraded.close();
  }
  return { stats, keptAside, checksum, migrationsAfter: Number(row?.n ?? 0), filesPlaced, secondFactorsReset };
}

export { BackupFormatError };
