import type { Db } from '~/server/core/db/client';

/**
 * Wakes this process's SMS sender when a message is queued (after the commit), so it
 * goes now rather than at the next poll. Keyed by database handle, like mail/signals.ts;
 * other instances find the message at their next poll.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function nudgeSms(db: Db): void {
  for (const fn of listeners.get(db) ?? []) fn();
}

export function onSmsNudge(db: Db, fn: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}
