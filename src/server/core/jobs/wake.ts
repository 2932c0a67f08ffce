import type { Db } from '~/server/core/db/client';

/**
 * Wakes this process's runner of a queue when work was just queued (after the commit),
 * so it runs now rather than at the next poll. Keyed by database handle, so several
 * servers in one test process stay apart; other instances find the work at their next poll.
 */
const registry = new WeakMap<Db, Map<string, Set<() => void>>>();

/** Wakes this process's runner of `queue` now. */
export function wake(db: Db, queue: string): void {
  for (const fn of registry.get(db)?.get(queue) ?? []) fn();
}

/** Returns the function that removes the listener. */
export function onWake(db: Db, queue: string, fn: () => void): () => void {
  let queues = registry.get(db);
  if (!queues) registry.set(db, (queues = new Map()));
  let set = queues.get(queue);
  if (!set) queues.set(queue, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}
