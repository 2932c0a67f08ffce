import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { backupRuns } from '~/server/core/db/backup-schema';
import type { ChecklistAnswer } from '~/shared/schemas/site-settings';
import { expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { runBackup } from './run';

/**
 * The dashboard's backup line and the launch checklist's backups item: open
 * while there is no backup, while the last good one is over two days old, or while its
 * copy off the machine failed; done by taking a backup.
 */
let s: TestServer;
let token: string;
const dir = mkdtempSync(path.join(tmpdir(), 'checklist-backups-'));
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const checklist = async () =>
  (await expectJson<ChecklistAnswer>(await s.request('/api/site/checklist', { token }), 200)).data;
const backupsDone = async () => (await checklist()).items.find((i) => i.key === 'backups')?.done;

it('asks for a backup until a recent one, copied off the machine when a bucket is set, exists', async () => {
  expect(await backupsDone()).toBe(false);
  expect((await checklist()).backup).toEqual({ lastOk: null, stale: true, offsiteFailed: false });

  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  await s.database.db
    .insert(backupRuns)
    .values({ trigger: 'scheduled', startedAt: threeDaysAgo, status: 'ok', instance: 'test' });
  expect(await backupsDone()).toBe(false);
  expect((await checklist()).backup).toEqual({ lastOk: threeDaysAgo.toISOString(), stale: true, offsiteFailed: false });

  // A failed backup does not count.
  await s.database.db
    .insert(backupRuns)
    .values({ trigger: 'scheduled', startedAt: new Date(), status: 'failed', instance: 'test' });
  expect(await backupsDone()).toBe(false);

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  const taken = await runBackup(s.database, config, { trigger: 'manual' });
  expect(taken.offsite).toBe('none');
  expect(await backupsDone()).toBe(true);
  expect((await checklist()).backup.stale).toBe(false);

  // The newest good backup's copy to the bucket failed: warned again.
  await s.database.db.insert(backupRuns).values({
    trigger: 'scheduled',
    startedAt: new Date(),
    status: 'ok',
    offsite: 'failed',
    offsiteError: '403',
    instance: 'test',
  });
  expect(await backupsDone()).toBe(false);
  expect((await checklist()).backup.offsiteFailed).toBe(true);
});
