import { expect, it } from 'vitest';
import type { Db } from '~/server/core/db/client';
import { insideTransaction } from '~/server/core/db/outside-call';
import { type TestJob, jobRows, onBothDatabases, queueJobs, testJobsSpec } from '~test/job-table';
import { leaseLock } from './lease';
import { leasedRows, rowsQueue } from './leased-rows';
import { defaultRetryPolicy } from './retry';
import { JobRunner, type RunnerOptions } from './runner';
import { startQueue } from './start';
import { wake } from './wake';

const policy = { ...defaultRetryPolicy, maxAttempts: 3, backoffBaseMs: 20, maxBackoffMs: 40, leaseMs: 3_000 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const options = (over: Partial<RunnerOptions> = {}): RunnerOptions => ({
  name: 'test-jobs',
  batchSize: 5,
  concurrency: 2,
  pollMs: 20,
  leaseMs: policy.leaseMs,
  log: quiet,
  classify: (err) => ({ permanent: /permanent/.test(String(err)), reason: String(err) }),
  ...over,
});

/** The test table as a queue; `work` is the job (its outside call), and each run is written down. */
function testQueue(db: Db, work: (job: TestJob) => Promise<void>) {
  const rows = leasedRows<TestJob>(db, testJobsSpec(policy));
  const runs: { payload: string; attempts: number; inTransaction: boolean }[] = [];
  const queue = rowsQueue(rows, {
    async run(job) {
      runs.push({ payload: job.payload, attempts: job.attempts, inTransaction: insideTransaction() });
      await work(job);
    },
  });
  return { queue, runs };
}

/** Waits (bounded by a count, not a time) until every job is settled. */
async function settled(db: Db): Promise<Awaited<ReturnType<typeof jobRows>>> {
  for (let i = 0; i < 500; i++) {
    const rows = await jobRows(db);
    if (rows.every((r) => r.status === 'sent' || r.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the jobs were never settled');
}

onBothDatabases((db) => {
  it('runs every job once, outside any transaction, and records it done', async () => {
    await queueJobs(db(), 'a', 'b', 'c', 'd', 'e', 'f', 'g');
    const { queue, runs } = testQueue(db(), async () => {});
    const runner = new JobRunner(queue, options());
    runner.start();
    const rows = await settled(db());
    await runner.stop();
    expect(rows.map((r) => [r.payload, r.status, r.attempts])).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p) => [p, 'sent', 1]),
    );
    expect(runs.map((r) => r.payload).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(runs.some((r) => r.inTransaction)).toBe(false);
  });

  it('retries a failing job with back-off, gives up after the last try, and never retries a permanent failure', async () => {
    await queueJobs(db(), 'flaky', 'broken', 'refused');
    let flaky = 0;
    const { queue, runs } = testQueue(db(), async (job) => {
      if (job.payload === 'flaky' && ++flaky < 3) throw new Error('try later');
      if (job.payload === 'broken') throw new Error('still down');
      if (job.payload === 'refused') throw new Error('permanent refusal');
    });
    const runner = new JobRunner(queue, options());
    runner.start();
    const rows = await settled(db());
    await runner.stop();
    const byPayload = Object.fromEntries(rows.map((r) => [r.payload, r]));
    expect(byPayload.flaky).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(byPayload.broken).toMatchObject({
      status: 'failed',
      attempts: 3,
      reason: 'attempts',
      lastError: 'gave up after 3: Error: still down',
    });
    expect(byPayload.refused).toMatchObject({ status: 'failed', attempts: 1, reason: 'refused' });
    expect(runs.filter((r) => r.payload === 'refused')).toHaveLength(1);
    expect(runs.filter((r) => r.payload === 'broken').map((r) => r.attempts)).toEqual([1, 2, 3]);
  });

  it('wakes on demand, long before its timer', async () => {
    const { queue, runs } = testQueue(db(), async () => {});
    const running = startQueue(db(), queue, options({ pollMs: 60_000 }));
    try {
      // The first look (at start) finds nothing; the next by the timer would be a minute later.
      await new Promise((r) => setTimeout(r, 200));
      await queueJobs(db(), 'woken');
      wake(db(), 'test-jobs');
      expect((await settled(db()))[0]).toMatchObject({ status: 'sent' });
      expect(runs).toHaveLength(1);
    } finally {
      await running.stop();
    }
  });

  it('stops cleanly: finishes the job in flight and gives back those not started', async () => {
    await queueJobs(db(), 'slow', 'waiting-1', 'waiting-2');
    let started!: () => void;
    const inFlight = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const { queue, runs } = testQueue(db(), async (job) => {
      if (job.payload !== 'slow') return;
      started();
      await new Promise<void>((r) => (finish = r));
    });
    const runner = new JobRunner(queue, options({ concurrency: 1 }));
    runner.start();
    await inFlight;
    const stopping = runner.stop();
    finish();
    await stopping;
    expect(runs.map((r) => r.payload)).toEqual(['slow']);
    const rows = await jobRows(db());
    expect(rows.map((r) => [r.payload, r.status, r.attempts])).toEqual([
      ['slow', 'sent', 1],
      ['waiting-1', 'queued', 0],
      ['waiting-2', 'queued', 0],
    ]);
  });

  it('with a lease lock, runs on one instance at a time', async () => {
    const a = leaseLock(db(), 'queue:test-jobs', 2_000);
    const b = leaseLock(db(), 'queue:test-jobs', 2_000);
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    expect(await a.hold()).toBe(true);
    await a.release();
    expect(await b.hold()).toBe(true);
    expect(await a.hold()).toBe(false);
    await b.release();

    await queueJobs(db(), ...Array.from({ length: 12 }, (_, i) => `job-${i}`));
    // Each job takes a while, so the first runner is still at work when the second starts.
    const slow = () => new Promise<void>((r) => setTimeout(r, 40));
    const first = testQueue(db(), slow);
    const second = testQueue(db(), slow);
    const lock = (name: string) => leaseLock(db(), `queue:${name}`, 2_000);
    const one = new JobRunner(first.queue, options({ exclusive: lock('shared'), batchSize: 2, concurrency: 1 }));
    one.start();
    await new Promise((r) => setTimeout(r, 100));
    const other = new JobRunner(second.queue, options({ exclusive: lock('shared'), batchSize: 2, concurrency: 1 }));
    other.start();
    expect((await jobRows(db())).filter((r) => r.status === 'queued').length).toBeGreaterThan(2);
    await settled(db());
    await Promise.all([one.stop(), other.stop()]);
    expect(first.runs).toHaveLength(12);
    expect(second.runs).toHaveLength(0);
    // Given up on stop: the next instance takes it at once.
    expect(await lock('shared').hold()).toBe(true);
  });
});
