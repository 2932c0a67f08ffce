import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { smsMessages } from '~/server/core/db/sms-schema';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds: a bounded number of reads (the time between them only
 * spares the machine), so a busy machine makes it slower, never wrong.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 600; i++) {
    last = await read();
    if (done(last)) return last;
    await sleep(25);
  }
  throw new Error(`never happened: ${what} (last: ${JSON.stringify(last)})`);
}

/** Every text message, oldest first; or those to one number. */
export const smsRows = (db: Db, phone?: string) =>
  db
    .select()
    .from(smsMessages)
    .where(phone ? eq(smsMessages.phone, phone) : undefined)
    .orderBy(asc(smsMessages.createdAt));

/** A retry policy for tests: retries at once, a short lease. */
export const quickRetries = { backoffBaseMs: 10, maxBackoffMs: 20, maxAttempts: 3, leaseMs: 10_000 };
