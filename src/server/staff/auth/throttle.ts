import { type SQL, and, count, eq, gt, lt } from 'drizzle-orm';
import { clientNetwork } from '~/server/core/http/client-network';
import type { Db } from '~/server/core/db/client';
import { loginAttempts } from '~/server/core/db/schema';

/**
 * Failed logins are counted in the database, so every instance behind a load
 * balancer sees the same counts (decision 002).
 *
 * An account is throttled for the address that failed on it (5) and an address across
 * accounts (20): both hard limits, which only the failing address itself meets. Over
 * every address, an account's failures (past 50) never lock it: a browser that signed
 * in to it before (a signed device cookie) is not slowed at all, any other waits a
 * delay that grows with the failures. Guessing spread over many addresses is slowed,
 * and a stranger with a dozen addresses holds no lock over the admin. IPv6 addresses
 * count by their /64, which one client usually holds.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ACCOUNT_EVERYWHERE = 50;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** The longest wait an unknown browser is given: well under the server's 30 s request timeout. */
export const MAX_UNKNOWN_BROWSER_DELAY_MS = 16_000;

/**
 * The wait before an unknown browser's password is checked, once the account has more
 * than MAX_FAILURES_PER_ACCOUNT_EVERYWHERE failures in the window: 1 s, doubling every
 * ten further failures, up to MAX_UNKNOWN_BROWSER_DELAY_MS.
 */
export function unknownBrowserDelayMs(accountFailures: number): number {
  const over = accountFailures - MAX_FAILURES_PER_ACCOUNT_EVERYWHERE;
  if (over <= 0) return 0;
  return Math.min(MAX_UNKNOWN_BROWSER_DELAY_MS, 1000 * 2 ** Math.floor((over - 1) / 10));
}

/** The address a login failure counts against: an IPv4 address or an IPv6 /64 (http/client-network.ts). */
export const throttleAddress = clientNetwork;

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
 * `delayMs` is how long to wait before checking the password (see `unknownBrowserDelayMs`).
 */
export async function beginAttempt(
  db: Db,
  email: string,
  clientIp: string,
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<{ throttled: boolean; delayMs: number }> {
  const ip = throttleAddress(clientIp);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  const id = row!.id;
  const throttled =
    (await failuresSince(db, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip))!)) >
      MAX_FAILURES_PER_ACCOUNT || (await failuresSince(db, eq(loginAttempts.ip, ip))) > MAX_FAILURES_PER_ADDRESS;
  if (throttled) await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  const delayMs =
    throttled || knownDevice ? 0 : unknownBrowserDelayMs(await failuresSince(db, eq(loginAttempts.email, email)));
  // Rows older than the window count for nothing: they are removed.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
  return { throttled, delayMs };
}

/**
 * A failed attempt stays counted; a successful login clears the account's failures
 * from that address only (a stranger's elsewhere still count).
 */
export async function finishAttempt(db: Db, email: string, clientIp: string, succeeded: boolean): Promise<void> {
  if (succeeded)
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, throttleAddress(clientIp))));
}
