import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import type { LeaseLock } from './lease';
import type { JobLog, JobQueue } from './queue';
import type { JobFailure } from './retry';

export interface RunnerOptions {
  /** The queue's name, in logs (and the name it is woken by, queue-runner.ts). */
  name: string;
  /** Jobs claimed at once: a crash leaves at most one batch with an unknown fate. */
  batchSize: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** Jobs started per second by this process; 0 for no pacing. */
  ratePerSecond?: number;
  /** How often an idle runner looks for due jobs. */
  pollMs: number;
  /** The claims' lease (the queue's `policy.leaseMs`): renewed every third of it while they run. */
  leaseMs: number;
  log: JobLog;
  /** What a job's error means: permanent, or worth trying again later. */
  classify: (err: unknown) => JobFailure;
  /** One instance at a time: the runner claims only while it holds this lease (lease.ts's `leaseLock`). */
  exclusive?: LeaseLock;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const RECLAIM_EVERY_MS = 5_000;

/**
 * Runs one queue in this process: wakes on a timer (`pollMs`) and on demand (`wake`),
 * claims small batches under a lease, runs their jobs outside any transaction at the
 * configured pace, and settles each (done, retried after a back-off, or failed). Claims
 * are kept alive while this process runs them; `stop()` finishes the jobs in flight
 * (for a while) and gives back the ones not started. docs/architecture.md, "Background jobs".
 */
export class JobRunner<J extends { id: number | string }> {
  private running = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private done: Promise<void> = Promise.resolve();
  private nextSlot = 0;
  private lastReclaim = 0;

  constructor(
    private readonly queue: JobQueue<J>,
    private readonly opts: RunnerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.done = this.run();
  }

  /** New work: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(waitMs = 5_000): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await Promise.race([this.done, sleep(waitMs)]);
    await this.opts.exclusive?.release().catch(() => {});
  }

  private async idle(ms: number): Promise<void> {
    if (this.woken || !this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let worked = false;
      try {
        if (!this.opts.exclusive || (await this.opts.exclusive.hold())) worked = await this.pass();
      } catch (err) {
        if (!this.running) break;
        this.opts.log.error({ err, queue: this.opts.name }, 'job runner: poll failed');
        await sleep(Math.max(this.opts.pollMs, 1_000));
      }
      if (!worked) await this.idle(this.opts.pollMs);
    }
  }

  /** One look at the queue; true when it found work. */
  private async pass(): Promise<boolean> {
    if (Date.now() - this.lastReclaim >= RECLAIM_EVERY_MS) {
      this.lastReclaim = Date.now();
      await this.queue.reclaim();
    }
    const jobs = await this.queue.claim(this.opts.batchSize);
    if (jobs.length) await this.process(jobs);
    return jobs.length > 0;
  }

  private async pace(): Promise<void> {
    const rate = this.opts.ratePerSecond ?? 0;
    if (!rate) return;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + 1000 / rate;
    if (at > now) await sleep(at - now);
  }

  private keepLeases(held: Set<J['id']>): NodeJS.Timeout {
    const warn = (err: unknown) =>
      this.opts.log.warn({ err, queue: this.opts.name }, 'job runner: lease renewal failed');
    return setInterval(() => {
      if (held.size) this.queue.renew([...held]).catch(warn);
      this.opts.exclusive?.hold().catch(warn);
    }, this.opts.leaseMs / 3);
  }

  private async process(jobs: J[]): Promise<void> {
    const held = new Set(jobs.map((j) => j.id));
    const renew = this.keepLeases(held);
    const inFlight = new Set<Promise<void>>();
    const unstarted: J['id'][] = [];
    try {
      for (const job of jobs) {
        if (this.running) {
          while (inFlight.size >= this.opts.concurrency) await Promise.race(inFlight);
          await this.pace();
        }
        if (!this.running) {
          unstarted.push(job.id);
          continue;
        }
        const p = this.runOne(job).finally(() => {
          held.delete(job.id);
          inFlight.delete(p);
        });
        inFlight.add(p);
      }
      await Promise.all(inFlight);
      if (unstarted.length) await this.queue.release(unstarted);
    } finally {
      clearInterval(renew);
    }
    await this.queue.afterBatch?.(jobs);
  }

  private async runOne(job: J): Promise<void> {
    try {
      assertOutsideTransaction(`the ${this.opts.name} queue's job`);
      await this.queue.run(job);
    } catch (err) {
      const failure = this.opts.classify(err);
      this.opts.log.warn({ queue: this.opts.name, id: job.id, ...failure }, 'job runner: job failed');
      await this.recording(() => this.queue.failed(job, failure), job);
      return;
    }
    // Done: record it. A failure to record is retried here and never treated as a failure
    // of the job, which would run it again (a message sent twice).
    await this.recording(() => this.queue.succeeded(job), job);
  }

  private async recording(write: () => Promise<void>, job: J): Promise<void> {
    for (let i = 0; ; i++) {
      try {
        return await write();
      } catch (err) {
        if (i >= 4) {
          this.opts.log.error({ err, queue: this.opts.name, id: job.id }, 'job runner: could not record the outcome');
          return;
        }
        await sleep(200 * 2 ** i);
      }
    }
  }
}
