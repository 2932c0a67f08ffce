import type { Db } from '~/server/core/db/client';
import { wake } from '~/server/core/jobs/wake';

/** The SMS queue's name for its runner (workers.ts) and its wake-up. */
export const SMS_QUEUE = 'sms';

/**
 * Wakes this process's SMS sender when a message is queued (after the commit), so it
 * goes now rather than at the next poll (core/jobs/wake.ts); other instances find the
 * message at their next poll.
 */
export function nudgeSms(db: Db): void {
  wake(db, SMS_QUEUE);
}
