import type { Db } from '~/server/core/db/client';
import { type JobLog, consoleJobLog } from '~/server/core/jobs/queue';
import { wake } from '~/server/core/jobs/wake';

/**
 * What the request side needs from the running mail queues of the same process: a
 * nudge, so new work goes out at once instead of at the next poll (core/jobs/wake.ts),
 * and a logger. Keyed by database handle, so several servers in one test process stay
 * apart. Other instances are not nudged; they find the work at their next poll.
 */
export type MailQueue = 'outbox' | 'newsletter';

const logs = new WeakMap<Db, JobLog>();

export function setMailLog(db: Db, log: JobLog): void {
  logs.set(db, log);
}

export function mailLog(db: Db): JobLog {
  return logs.get(db) ?? consoleJobLog;
}

/** Wakes this process's runner of `queue` now. */
export function nudge(db: Db, queue: MailQueue): void {
  wake(db, queue);
}
