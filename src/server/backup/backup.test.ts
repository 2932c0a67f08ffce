import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { type Database, openDatabase } from '~/server/db/client';
import { activityLog } from '~/server/db/schema';
import { throwawayPostgres } from '~test/process';
import { exportEverything, fillDatabase, freshPglite, imageBytes } from '~test/backup-data';
import { writeBackupFile } from './file';
import { restoreBackup } from './restore';

/**
 * A backup restores every table and every image exactly, on each database and across
 * them (DESIGN section 10): seed, add records and photos, back up, destroy, restore,
 * compare a full export of every table and the images byte for byte.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
});
function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
async function postgres() {
  const pg = await throwawayPostgres();
  cleanups.push(() => pg.drop());
  return pg;
}
/** The database this run is about: PostgreSQL when TEST_DATABASE_URL is set, else the embedded one. */
async function suiteDatabase(): Promise<Database> {
  // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
  if (process.env.TEST_DATABASE_URL) return openDatabase({ databaseUrl: (await postgres()).url });
  return freshPglite();
}
const configFor = (target: { DATA_DIR?: string; DATABASE_URL?: string }) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: target.DATA_DIR ?? tempDir('restore-unused-'), ...target });

async function reopen(target: { DATA_DIR?: string; DATABASE_URL?: string }) {
  return openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.DATABASE_URL ? undefined : target.DATA_DIR });
}

describe('npm run backup / npm run restore', () => {
  it("round trip on this run's database: every table and image comes back as it was", async () => {
    const source = await suiteDatabase();
    const hashes = await fillDatabase(source.db, 'roundtrip');
    const before = await exportEverything(source.db);
    const images = await imageBytes(source.db);
    expect(images.size).toBeGreaterThanOrEqual(hashes.length);
    const backup = await writeBackupFile(source.db, source.kind, tempDir('backups-'));
    expect(backup.name).toMatch(/^backup-\d{8}T\d{6}Z\.jsonl\.gz$/);
    expect(backup.sha256).toMatch(/^[0-9a-f]{64}$/);
    await source.close(); // destroyed: an in-memory database is gone, a throw-away one is never used again

    const target =
      source.kind === 'postgres' ? { DATABASE_URL: (await postgres()).url } : { DATA_DIR: tempDir('data-') };
    const result = await restoreBackup(configFor(target), backup.file);
    expect(result.checksum).toBe(true);
    expect(result.stats.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));

    const restored = await reopen(target);
    try {
      expect(await exportEverything(restored.db)).toEqual(before);
      const after = await imageBytes(restored.db);
      for (const [key, bytes] of images) expect(after.get(key)?.equals(bytes), key).toBe(true);
      // Sequences continue past the restored ids: a new row does not collide.
      await restored.db.insert(activityLog).values({ action: 'after-restore', entity: 'backup' });
    } finally {
      await restored.close();
    }

    // A second restore over it is refused without --force, and changes nothing.
    await expect(restoreBackup(configFor(target), backup.file)).rejects.toThrow(/not empty.*--force/);
  });

  it('a backup of the embedded database restores into PostgreSQL, and back', async () => {
    const source = await freshPglite();
    await fillDatabase(source.db, 'cross');
    const before = await exportEverything(source.db);
    const images = await imageBytes(source.db);
    const first = await writeBackupFile(source.db, 'pglite', tempDir('backups-'));
    await source.close();

    const pg = { DATABASE_URL: (await postgres()).url };
    await restoreBackup(configFor(pg), first.file);
    const onPostgres = await reopen(pg);
    expect(await exportEverything(onPostgres.db)).toEqual(before);
    const second = await writeBackupFile(onPostgres.db, 'postgres', tempDir('backups-'));
    await onPostgres.close();

    const dir = { DATA_DIR: tempDir('data-') };
    await restoreBackup(configFor(dir), second.file);
    const back = await reopen(dir);
    try {
      expect(await exportEverything(back.db)).toEqual(before);
      const after = await imageBytes(back.db);
      for (const [key, bytes] of images) expect(after.get(key)?.equals(bytes), key).toBe(true);
    } finally {
      await back.close();
    }
  });
});
