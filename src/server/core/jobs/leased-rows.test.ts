import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '~/server/core/db/client';
import { type TestJob, dueInSeconds, jobRows, onBothDatabases, queueJobs, testJobsSpec } from '~test/job-table';
import { type LeasedRowsSpec, leasedRows } from './leased-rows';
import { defaultRetryPolicy } from './retry';

const policy = { ...defaultRetryPolicy, maxAttempts: 3, backoffBaseMs: 60_000, leaseMs: 30_000 };
const rowsOn = (db: Db, over?: Partial<LeasedRowsSpec>) => leasedRows<TestJob>(db, testJobsSpec(policy, over));
/** Makes every claim's lease run out now. */
const expireLeases = (db: Db) => db.execute(sql`UPDATE test_jobs SET next_attempt_at = now() - interval '1 second'`);

onBothDatabases((db, kind) => {
  it('claims due jobs only, oldest first, at most the limit, under a lease', async () => {
    await queueJobs(db(), 'a', 'b', 'c');
    await db().execute(sql`UPDATE test_jobs SET next_attempt_at = now() + interval '1 hour' WHERE payload = 'b'`);
    const rows = rowsOn(db());
    const first = await rows.claim(1);
    expect(first).toEqual([{ id: 1, payload: 'a', attempts: 1 }]);
    expect((await rows.claim(10)).map((j) => j.payload)).toEqual(['c']);
    expect(await rows.claim(10)).toEqual([]);
    const all = await jobRows(db());
    expect(all.map((r) => [r.payload, r.status, r.attempts])).toEqual([
      ['a', 'sending', 1],
      ['b', 'queued', 0],
      ['c', 'sending', 1],
    ]);
    expect(await dueInSeconds(db(), 1)).toBeGreaterThan(25);
  });

  it('gives each job to one claim when claims run at once', async () => {
    await queueJobs(db(), ...Array.from({ length: 30 }, (_, i) => `job-${i}`));
    const rows = rowsOn(db());
    const claims = await Promise.all(Array.from({ length: 6 }, () => rows.claim(7)));
    const ids = claims.flat().map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
    if (kind === 'postgres') expect(claims.filter((c) => c.length > 0).length).toBeGreaterThan(1);
  });

  it('retries a transient failure after a growing back-off, and gives up after the last attempt', async () => {
    await queueJobs(db(), 'flaky');
    const rows = rowsOn(db());
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [job] = await rows.claim(1);
      expect(job?.attempts).toBe(attempt);
      await rows.failed(job!, { permanent: false, reason: `451 try later (${attempt})` });
      const [row] = await jobRows(db());
      if (attempt < 3) {
        expect(row).toMatchObject({ status: 'queued', lastError: `451 try later (${attempt})`, reason: null });
        const wait = await dueInSeconds(db(), job!.id);
        expect(wait).toBeGreaterThan(60 * 2 ** (attempt - 1) - 1);
        expect(wait).toBeLessThan(60 * 2 ** (attempt - 1) * 1.2 + 1);
        await db().execute(sql`UPDATE test_jobs SET next_attempt_at = now()`);
      } else {
        expect(row).toMatchObject({
          status: 'failed',
          lastError: 'gave up after 3: 451 try later (3)',
          reason: 'attempts',
        });
      }
    }
    expect(await rows.claim(1)).toEqual([]);
  });

  it('fails a permanent refusal at once, with its code, and writes the extra columns given', async () => {
    await queueJobs(db(), 'refused', 'suppressed');
    const rows = rowsOn(db());
    const [refused, suppressed] = await rows.claim(2);
    await rows.failed(refused!, { permanent: true, reason: '550 no such user' });
    await rows.failed(suppressed!, { permanent: true, reason: 'suppressed', code: 'suppressed' }, { payload: 'seen' });
    const [a, b] = await jobRows(db());
    expect(a).toMatchObject({ status: 'failed', lastError: '550 no such user', reason: 'refused', attempts: 1 });
    expect(b).toMatchObject({ status: 'failed', lastError: 'suppressed', reason: 'suppressed', payload: 'seen' });
  });

  it('records success, clearing the last error, also over a failure a reclaim wrote', async () => {
    await queueJobs(db(), 'ok');
    const rows = rowsOn(db(), { expired: 'fail' });
    const [job] = await rows.claim(1);
    await expireLeases(db());
    await rows.reclaim();
    expect((await jobRows(db()))[0]).toMatchObject({ status: 'failed', reason: 'interrupted' });
    await rows.succeeded(job!, { payload: 'done' });
    const [row] = await jobRows(db());
    expect(row).toMatchObject({ status: 'sent', lastError: null, reason: null, payload: 'done' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('renews the leases of jobs in hand, and gives back those never started', async () => {
    await queueJobs(db(), 'kept', 'given back');
    const rows = rowsOn(db(), { policy: { ...policy, leaseMs: 5_000 } });
    const [kept, back] = await rows.claim(2);
    await rowsOn(db()).renew([kept!.id]);
    expect(await dueInSeconds(db(), kept!.id)).toBeGreaterThan(25);
    await rows.release([back!.id]);
    expect((await jobRows(db()))[1]).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await dueInSeconds(db(), back!.id)).toBeLessThanOrEqual(0);
    await rows.renew([]);
    await rows.release([]);
  });

  it('takes back the claims of a dead process: again while attempts are left (at least once)', async () => {
    await queueJobs(db(), 'again', 'spent');
    await db().execute(sql`UPDATE test_jobs SET attempts = 2 WHERE payload = 'spent'`);
    const rows = rowsOn(db());
    await rows.claim(2);
    expect(await rows.reclaim()).toEqual([]);
    await expireLeases(db());
    expect((await rows.reclaim()).length).toBe(2);
    const [again, spent] = await jobRows(db());
    expect(again).toMatchObject({ status: 'queued', lastError: 'interrupted', reason: null, attempts: 1 });
    expect(spent).toMatchObject({ status: 'failed', lastError: 'interrupted', reason: 'attempts', attempts: 3 });
    expect((await rows.claim(5)).map((j) => j.payload)).toEqual(['again']);
  });

  it('takes back the claims of a dead process as failed when a job must run at most once', async () => {
    await queueJobs(db(), 'once');
    const rows = rowsOn(db(), { expired: 'fail' });
    await rows.claim(1);
    await expireLeases(db());
    const [taken] = await rows.reclaim();
    expect(taken).toMatchObject({ id: 1, payload: 'once', status: 'failed' });
    expect((await jobRows(db()))[0]).toMatchObject({ status: 'failed', reason: 'interrupted' });
    expect(await rows.claim(1)).toEqual([]);
  });
});
