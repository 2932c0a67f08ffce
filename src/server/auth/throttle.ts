import { type SQL, and, count, eq, gt, lt } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '~/server/db/client';
import { loginAttempts } from '~/server/db/schema';

/**
 * Failed logins are counted in the database, so every instance behind a load
 * balancer sees the same counts.
 *
 * An account is throttled for the address that failed on it (5), so that failing on
 * the admin's e-mail (which the site's footer may show) from one address, or a few,
 * does not keep the admin out; a much higher count over every address (50) still
 * stops guessing spread over many addresses, at the price that someone with a dozen
 * addresses can hold the account for 15 minutes. An address is throttled across
 * accounts (20). IPv6 addresses count by their /64, which one client usually holds.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ACCOUNT_EVERYWHERE = 50;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** The address a failure counts against: an IPv4 address, or an IPv6 address's /64. */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes IPv4
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

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
export async function beginAttempt(db: Db, email: string, clientIp: string): Promise<{ throttled: boolean }> {
  const ip = throttleAddress(clientIp);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  const id = row!.id;
  const throttled =
    (await failuresSince(db, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip))!)) >
      MAX_FAILURES_PER_ACCOUNT ||
    (await failuresSince(db, eq(loginAttempts.ip, ip))) > MAX_FAILURES_PER_ADDRESS ||
    (await failuresSince(db, eq(loginAttempts.email, email))) > MAX_FAILURES_PER_ACCOUNT_EVERYWHERE;
  if (throttled) await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  // Rows older than the window count for nothing: they are removed.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
  return { throttled };
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
