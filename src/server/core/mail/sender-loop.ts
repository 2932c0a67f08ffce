import { classifySendError, type SendFailure } from './transport';
import type { MailLog } from './signals';

/** One queue's storage side: claim, lease, settle (see newsletter-queue.ts and outbox-queue.ts). */
export interface QueueOps<J extends { id: number | string }> {
  /** Deals with claims left behind by a process that died. */
  reclaim(): Promise<void>;
  claim(limit: number): Promise<J[]>;
  renew(ids: J['id'][]): Promise<void>;
  /** Gives back claimed rows whose send never started (on stop). */
  release(ids: J['id'][]): Promise<void>;
  /** Hands the message to the transport; throws when it is refused. */
  deliver(job: J): Promise<void>;
  markSent(job: J): Promise<void>;
  markFailed(job: J, failure: SendFailure): Promise<void>;
  afterBatch?(jobs: J[]): Promise<void>;
}

export interface LoopOptions {
  name: string;
  batchSize: number;
  concurrency: number;
  /** Messages per second; 0 for no pacing. */
  ratePerSecond: number;
  pollMs: number;
  leaseMs: number;
  log: MailLog;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const RECLAIM_EVERY_MS = 5_000;

/**
 * Polls a queue, claims small batches and sends them at the configured pace. Claims
 * are kept alive while this process sends them; `stop()` finishes the messages in
 * flight (for a while) and gives back the ones not started.
 */
export class SenderLoop<J extends { id: number | string }> {
  private running = false;
  private wakeUp: (() => void) | null = null;
  private nudged = false;
  private done: Promise<void> = Promise.resolve();
  private nextSlot = 0;
  private lastReclaim = 0;

  constructor(
    private readonly ops: QueueOps<J>,
    private readonly opts: LoopOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.done = this.run();
  }

  /** New work: look now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wakeUp?.();
  }

  async stop(waitMs = 5_000): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await Promise.race([this.done, sleep(waitMs)]);
  }

  private async idle(ms: number): Promise<void> {
    if (this.nudged || !this.running) return;
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
      this.nudged = false;
      let worked = false;
      try {
        if (Date.now() - this.lastReclaim >= RECLAIM_EVERY_MS) {
          this.lastReclaim = Date.now();
          await this.ops.reclaim();
        }
        const jobs = await this.ops.claim(this.opts.batchSize);
        if (jobs.length) {
          worked = true;
          await this.process(jobs);
        }
      } catch (err) {
        if (!this.running) break;
        this.opts.log.error({ err, queue: this.opts.name }, 'mail sender: poll failed');
        await sleep(Math.max(this.opts.pollMs, 1_000));
      }
      if (!worked) await this.idle(this.opts.pollMs);
    }
  }

  private async pace(): Promise<void> {
    if (!this.opts.ratePerSecond) return;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + 1000 / this.opts.ratePerSecond;
    if (at > now) await sleep(at - now);
  }

  private async process(jobs: J[]): Promise<void> {
    const held = new Set(jobs.map((j) => j.id));
    const renew = setInterval(() => {
      if (held.size)
        this.ops
          .renew([...held])
          .catch((err: unknown) => this.opts.log.warn({ err }, 'mail sender: lease renewal failed'));
    }, this.opts.leaseMs / 3);
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
        const p = this.sendOne(job).finally(() => {
          held.delete(job.id);
          inFlight.delete(p);
        });
        inFlight.add(p);
      }
      await Promise.all(inFlight);
      if (unstarted.length) await this.ops.release(unstarted);
    } finally {
      clearInterval(renew);
    }
    await this.ops.afterBatch?.(jobs);
  }

  private async sendOne(job: J): Promise<void> {
    try {
      await this.ops.deliver(job);
    } catch (err) {
      const failure = classifySendError(err);
      this.opts.log.warn({ queue: this.opts.name, id: job.id, ...failure }, 'mail sender: message refused');
      await this.retrying(() => this.ops.markFailed(job, failure), job);
      return;
    }
    // Accepted: record it. A failure to record is retried here and never treated as a
    // failure to send, which would send the message again.
    await this.retrying(() => this.ops.markSent(job), job);
  }

  private async retrying(write: () => Promise<void>, job: J): Promise<void> {
    for (let i = 0; ; i++) {
      try {
        return await write();
      } catch (err) {
        if (i >= 4) {
          this.opts.log.error({ err, queue: this.opts.name, id: job.id }, 'mail sender: could not record the outcome');
          return;
        }
        await sleep(200 * 2 ** i);
      }
    }
  }
}
