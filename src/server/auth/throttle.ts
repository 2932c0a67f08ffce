import { type SQL, and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { loginAttempts } from '~/server/db/schema';

/**
 * Failed logins are counted in the database, so every instance behind a load
 * balancer sees the same counts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

async function failuresSince(db: Db, where: SQL): Promise<number> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Starts a login attempt: it is written down as a failure *before* the password is
 * checked, then counted. Guesses sent all at once therefore see each other, and no
 * more than the limit get a password check, however many arrive together. A refused
 * attempt takes its row back (it checked nothing); `finishAttempt` settles the others.
 */
export async function beginAttempt(db: Db, email: string, ip: string): Promise<{ throttled: boolean }> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  const id = row!.id;
  const throttled =
    (await failuresSince(db, eq(loginAttempts.email, email))) > MAX_FAILURES_PER_ACCOUNT ||
    (await failuresSince(db, eq(loginAttempts.ip, ip))) > MAX_FAILURES_PER_ADDRESS;
  if (throttled) await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  return { throttled };
}

/** A failed attempt stays counted; a successful login clears the account's failures. */
export async function finishAttempt(db: Db, email: string, succeeded: boolean): Promise<void> {
  if (succeeded) await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
