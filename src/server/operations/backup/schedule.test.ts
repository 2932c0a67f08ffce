import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { type Database, openDatabase } from '~/server/core/db/client';
import { backupRuns } from '~/server/core/db/backup-schema';
import { testCleanups } from '~test/cleanups';
import { throwawayPostgres } from '~test/process';
import { freshPglite } from '~test/backup-data';
import { BACKUP_NAME, backupName } from './file';
import { backupsToDelete, parseKeep } from './keep';
import { claimScheduledBackup, scheduledBackupPass, schedulePeriod } from './schedule';

const { later, tempDir } = testCleanups();
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('BACKUP_KEEP', () => {
  it('keeps the newest backup of each of the last N days, weeks and months', () => {
    // One backup every 6 hours for 100 days up to Thursday 2026-11-26.
    const end = at('2026-11-26T18:00:00Z').getTime();
    const backups = Array.from({ length: 400 }, (_, i) => ({ time: new Date(end - (i * DAY) / 4) }));
    const deleted = new Set(backupsToDelete(backups, parseKeep('7d,4w,6m')));
    const kept = backups.filter((b) => !deleted.has(b)).map((b) => b.time.toISOString());
    expect(kept).toEqual([
      // 7 days: the newest of each.
      '2026-11-26T18:00:00.000Z',
      '2026-11-25T18:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
      '2026-11-23T18:00:00.000Z',
      '2026-11-22T18:00:00.000Z', // Sunday: the newest of last week
      '2026-11-21T18:00:00.000Z',
      '2026-11-20T18:00:00.000Z',
      '2026-11-15T18:00:00.000Z', // weeks: the Sundays ending the two weeks before
      '2026-11-08T18:00:00.000Z',
      '2026-10-31T18:00:00.000Z', // months: the last of October, September, August
      '2026-09-30T18:00:00.000Z',
      '2026-08-31T18:00:00.000Z',
    ]);
    expect(backupsToDelete([], parseKeep('1d'))).toEqual([]);
    expect(() => parseKeep('7x')).toThrow(/BACKUP_KEEP/);
  });
});

describe('the backup schedule (an injected clock)', () => {
  it('takes one backup a day, whatever the number of checks, and prunes the folder by BACKUP_KEEP', async () => {
    const database = await freshPglite();
    later(() => database.close());
    const dir = tempDir('schedule-');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, BACKUP_KEEP: '3d,2w', BACKUP_SCHEDULE: 'daily' });
    expect(schedulePeriod('daily')).toBe(DAY);
    expect(schedulePeriod('off')).toBeNull();

    const start = at('2026-11-01T02:00:00Z').getTime();
    const taken: string[] = [];
    // Checks every 4 hours for 20 days.
    for (let t = start; t < start + 20 * DAY; t += DAY / 6) {
      const outcome = await scheduledBackupPass(database, config, new Date(t));
      if (outcome) taken.push(outcome.name);
    }
    expect(taken.length).toBe(20);
    expect(taken[1]).toBe(backupName(new Date(start + DAY), false));
    const left = readdirSync(path.join(dir, 'backups'))
      .filter((f) => BACKUP_NAME.test(f))
      .sort();
    // The 3 newest days (Nov 18, 19, 20) and the newest of the 2 newest weeks (Nov 20's, and Sunday Nov 15).
    expect(left).toEqual(
      ['2026-11-15', '2026-11-18', '2026-11-19', '2026-11-20'].map(
        (d) => `backup-${d.replace(/-/g, '')}T020000Z.jsonl.gz`,
      ),
    );
    expect(readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('.sha256')).length).toBe(4);
    expect((await database.db.select().from(backupRuns)).length).toBe(20);
  });

  it('of several instances on one database, one takes the scheduled backup', async () => {
    // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
    const pg = process.env.TEST_DATABASE_URL ? await throwawayPostgres() : undefined;
    if (pg) later(() => pg.drop());
    const open = async (): Promise<Database> => (pg ? openDatabase({ databaseUrl: pg.url }) : freshPglite());
    const first = await open();
    later(() => first.close());
    const instances = pg ? [first, await open(), await open()] : [first, first, first];
    for (const i of instances.slice(1)) if (i !== first) later(() => i.close());
    const now = at('2026-11-26T03:00:00Z');
    const claims = await Promise.all(instances.map((i) => claimScheduledBackup(i, now, DAY)));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    // Still under way an hour later: nobody starts another.
    expect(await claimScheduledBackup(first, new Date(now.getTime() + 3_600_000), DAY)).toBeNull();
  });
});
