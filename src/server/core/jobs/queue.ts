import type { JobFailure } from './retry';

/**
 * One queue as its runner (runner.ts) sees it: the storage side (claim, lease, settle,
 * mostly made by `leasedRows` in leased-rows.ts) and the work itself (`run`).
 * docs/architecture.md, "Background jobs", tells how a new queue is added.
 */
export interface JobQueue<J extends { id: number | string }> {
  /** Deals with claims left behind by a process that died (their lease ran out). */
  reclaim(): Promise<void>;
  /** Takes up to `limit` due jobs for this process, under a lease. */
  claim(limit: number): Promise<J[]>;
  /** Extends the lease of jobs still in hand. */
  renew(ids: J['id'][]): Promise<void>;
  /** Gives back claimed jobs whose run never started (on stop). */
  release(ids: J['id'][]): Promise<void>;
  /**
   * Does the job: the call to the outside world (a mail relay, an SMS gateway), never
   * inside a database transaction. Throws when it failed; the runner's `classify` says
   * whether trying again can help.
   */
  run(job: J): Promise<void>;
  /** Records a job done. */
  succeeded(job: J): Promise<void>;
  /** Records a failure: queued again after a back-off, or failed for good. */
  failed(job: J, failure: JobFailure): Promise<void>;
  /** After each claimed batch is settled (e.g. a newsletter send is finished). */
  afterBatch?(jobs: J[]): Promise<void>;
}

/** Where a runner reports (a Fastify logger fits). */
export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A log that says only what went wrong, on the console (a runner started outside a server). */
export const consoleJobLog: JobLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};
