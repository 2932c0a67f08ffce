import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import type { Database } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import { type S3Double, startS3Double } from '../../../../tests/doubles/s3';
import { exportEverything, fillDatabase, freshPglite } from '~test/backup-data';
import { openBackup } from './file';
import { loadRows } from './load';
import { runBackup } from './run';

/** The copy off the machine (an S3-compatible bucket, through the real adapter) and the encryption. */
let s3: S3Double;
let database: Database;
let identity: string;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Double();
  database = await freshPglite();
  await fillDatabase(database.db, 'offsite');
  identity = await generateX25519Identity();
});
afterAll(async () => {
  await s3.close();
  await database.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function config(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'offsite-'));
  dirs.push(dir);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    BACKUP_S3_URL: `${s3.url}/${s3.bucket}/site-a`,
    BACKUP_S3_ACCESS_KEY: s3.accessKey,
    BACKUP_S3_SECRET_KEY: s3.secretKey,
    ...extra,
  });
}
const run = (id: number) => database.db.select().from(backupRuns).where(eq(backupRuns.id, id));

describe('backup copy to a bucket, encrypted', () => {
  it('uploads the encrypted backup with a Signature V4 PutObject; only its secret key restores it', async () => {
    const outcome = await runBackup(database, config({ BACKUP_ENCRYPTION_KEY: await identityToRecipient(identity) }), {
      trigger: 'manual',
    });
    expect(outcome.offsite).toBe('ok');
    expect(outcome.name).toMatch(/\.jsonl\.gz\.age$/);
    const stored = s3.objects.get(`site-a/${outcome.name}`);
    expect(stored?.equals(readFileSync(outcome.file))).toBe(true);
    const put = s3.requests.find((r) => r.method === 'PUT')!;
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(put.headers['x-amz-content-sha256']).toBe(outcome.sha256);
    expect((await run(outcome.id))[0]).toMatchObject({ status: 'ok', offsite: 'ok' });
    // Age's header, not gzip's: the file says nothing without the key.
    expect(readFileSync(outcome.file).subarray(0, 21).toString()).toBe('age-encryption.org/v1');

    await expect(openBackup(outcome.file)).rejects.toThrow(/encrypted/);
    const target = await freshPglite();
    try {
      const opened = await openBackup(outcome.file, identity);
      await loadRows(target.db, opened.lines);
      opened.close();
      const [before, after] = [await exportEverything(database.db), await exportEverything(target.db)];
      // backup_runs moved on since (the run finished); every other table is as it was.
      delete before.backup_runs;
      delete after.backup_runs;
      expect(after).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('a refused upload keeps the local backup and is recorded as a failed copy', async () => {
    s3.refuseUploads(1);
    const refused = await runBackup(database, config(), { trigger: 'manual' });
    expect(refused.offsite).toBe('failed');
    expect(refused.offsiteError).toContain('AccessDenied');
    expect(readFileSync(refused.file).length).toBe(refused.bytes);
    expect((await run(refused.id))[0]).toMatchObject({ status: 'ok', offsite: 'failed' });

    const wrongKey = await runBackup(database, config({ BACKUP_S3_SECRET_KEY: 'not-the-secret-key' }), {
      trigger: 'manual',
    });
    expect(wrongKey.offsite).toBe('failed');
    expect(wrongKey.offsiteError).toContain('SignatureDoesNotMatch');
    expect(s3.objects.has(`site-a/${wrongKey.name}`)).toBe(false);
  });
});
