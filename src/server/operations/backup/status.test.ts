import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import { freshPglite } from '~test/backup-data';
import { backupStatus } from './status';

let database: Database;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(() => database.close());
const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');
const run = (daysAgo: number, status: string, offsite = 'none') =>
  database.db.insert(backupRuns).values({
    trigger: 'scheduled',
    startedAt: new Date(now.getTime() - daysAgo * DAY),
    status,
    offsite,
    instance: 'test',
  });

it('warns when there is no backup, when the last good one is over two days old, and when its copy failed', async () => {
  expect(await backupStatus(database.db, now)).toEqual({ lastOk: null, stale: true, offsiteFailed: false });
  await run(3, 'ok');
  expect(await backupStatus(database.db, now)).toMatchObject({ stale: true, offsiteFailed: false });
  await run(1, 'failed');
  expect(await backupStatus(database.db, now)).toMatchObject({ stale: true });
  await run(1.5, 'ok', 'failed');
  expect(await backupStatus(database.db, now)).toEqual({
    lastOk: new Date(now.getTime() - 1.5 * DAY).toISOString(),
    stale: false,
    offsiteFailed: true,
  });
  await run(0.5, 'ok', 'ok');
  expect(await backupStatus(database.db, now)).toMatchObject({ stale: false, offsiteFailed: false });
});
