import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { type Database, openDatabase } from '~/server/core/db/client';
import { activityLog } from '~/server/core/db/activity-schema';
import { testCleanups } from '~test/cleanups';
import { throwawayPostgres } from '~test/process';
import { exportEverything, fillDatabase, freshPglite, imageBytes } from '~test/backup-data';
import { writeBackupFile } from './file';
import { restoreBackup } from './restore';

/**
 * A backup restores every table and every image exactly, on each database and across
 * them (docs/operations.md): seed, add records and photos, back up, destroy, restore,
 * compare a full export of every table and the images byte for byte.
 */
const { later, tempDir } = testCleanups();
async function postgres() {
  const pg = await throwawayPostgres();
  later(() => pg.drop());
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

/** A DATA_DIR whose mail and text outboxes hold a few files (one half written, left out). */
function dataDirWithOutbox(tag: string): string {
  const dir = tempDir('source-data-');
  mkdirSync(path.join(dir, 'outbox'));
  mkdirSync(path.join(dir, 'sms-outbox'));
  writeFileSync(
    path.join(dir, 'outbox', `2026-11-26T10-00-00-000Z-${tag}-receipt.eml`),
    `Subject: Receipt ${tag}\r\n\r\nThank you.\n`,
  );
  writeFileSync(
    path.join(dir, 'outbox', `2026-11-26T10-00-01-000Z-${tag}-pdf.eml`),
    Buffer.from([0, 1, 2, 255, 254, 10]),
  );
  writeFileSync(path.join(dir, 'outbox', `.2026-11-26T10-00-02-000Z-${tag}.eml.tmp`), 'half');
  writeFileSync(path.join(dir, 'sms-outbox', `2026-11-26T10-00-03-000Z-${tag}.json`), '{"to":"+250788000000"}');
  return dir;
}
/** Every outbox file of a DATA_DIR, by folder and name, with its bytes. */
function outboxFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const folder of ['outbox', 'sms-outbox'])
    for (const name of readdirSync(path.join(dir, folder)))
      if (!name.startsWith('.')) files.set(`${folder}/${name}`, readFileSync(path.join(dir, folder, name)));
  return files;
}

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
    const sourceData = dataDirWithOutbox('roundtrip');
    const mails = outboxFiles(sourceData);
    expect(mails.size).toBe(3);
    const backup = await writeBackupFile(source.db, source.kind, tempDir('backups-'), { dataDir: sourceData });
    expect(backup.name).toMatch(/^backup-\d{8}T\d{6}Z\.jsonl\.gz$/);
    expect(backup.sha256).toMatch(/^[0-9a-f]{64}$/);
    await source.close(); // destroyed: an in-memory database is gone, a throw-away one is never used again

    rmSync(sourceData, { recursive: true, force: true });
    const target =
      source.kind === 'postgres'
        ? { DATABASE_URL: (await postgres()).url, DATA_DIR: tempDir('data-') }
        : { DATA_DIR: tempDir('data-') };
    const result = await restoreBackup(configFor(target), backup.file);
    expect(result.checksum).toBe(true);
    expect(result.stats.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));
    // The mail and text outboxes come back byte for byte; the half-written file was never taken.
    expect(result.filesPlaced).toBe(3);
    expect(outboxFiles(target.DATA_DIR)).toEqual(mails);

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
    const sourceData = dataDirWithOutbox('cross');
    const mails = outboxFiles(sourceData);
    const first = await writeBackupFile(source.db, 'pglite', tempDir('backups-'), { dataDir: sourceData });
    await source.close();

    const pg = { DATABASE_URL: (await postgres()).url, DATA_DIR: tempDir('pg-data-') };
    await restoreBackup(configFor(pg), first.file);
    const onPostgres = await reopen(pg);
    expect(await exportEverything(onPostgres.db)).toEqual(before);
    expect(outboxFiles(pg.DATA_DIR)).toEqual(mails);
    const second = await writeBackupFile(onPostgres.db, 'postgres', tempDir('backups-'), { dataDir: pg.DATA_DIR });
    await onPostgres.close();

    const dir = { DATA_DIR: tempDir('data-') };
    await restoreBackup(configFor(dir), second.file);
    const back = await reopen(dir);
    try {
      expect(await exportEverything(back.db)).toEqual(before);
      expect(outboxFiles(dir.DATA_DIR)).toEqual(mails);
      const after = await imageBytes(back.db);
      for (const [key, bytes] of images) expect(after.get(key)?.equals(bytes), key).toBe(true);
    } finally {
      await back.close();
    }
  });
});
