import type { Db } from '~/server/core/db/client';

/**
 * What the request side needs from the running mail workers of the same process:
 * a nudge, so new work goes out at once instead of at the next poll, and a logger.
 * Keyed by database handle, so several servers in one test process stay apart.
 * Other instances are not nudged; they find the work at their next poll.
 */
export type MailQueue = 'outbox' | 'newsletter';

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

interface Registration {
  log: MailLog;
  listeners: Map<MailQueue, Set<() => void>>;
}

const registry = new WeakMap<Db, Registration>();

const consoleLog: MailLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

function registration(db: Db): Registration {
  let r = registry.get(db);
  if (!r) {
    r = { log: consoleLog, listeners: new Map() };
    registry.set(db, r);
  }
  return r;
}

export function setMailLog(db: Db, log: MailLog): void {
  registration(db).log = log;
}

export function mailLog(db: Db): MailLog {
  return registry.get(db)?.log ?? consoleLog;
}

/** Wakes this process's worker for `queue` now. */
export function nudge(db: Db, queue: MailQueue): void {
  for (const fn of registry.get(db)?.listeners.get(queue) ?? []) fn();
}

/** Returns the function that removes the listener. */
export function onNudge(db: Db, queue: MailQueue, fn: () => void): () => void {
  const listeners = registration(db).listeners;
  let set = listeners.get(queue);
  if (!set) listeners.set(queue, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}
