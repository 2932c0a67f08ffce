import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { loginTurns } from '~/server/core/db/staff-schema';
import { HttpError } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import { DEVICE_COOKIE, isKnownDevice } from './device';
import { getDummyHash, verifyPassword } from './password';
import { MAX_UNKNOWN_BROWSER_DELAY_MS, THROTTLE_WINDOW_MS, beginAttempt, finishAttempt } from './throttle';

/** The longest an unknown browser queues for its turn (under the server's 30 s request timeout). */
export const MAX_TURN_WAIT_MS = 25_000;

/**
 * Whom a failure counts against: the client's address, or, for a browser that signed
 * in to this account before (a signed device cookie), that browser. Mobile data in
 * Rwanda is carrier-grade NAT: a stranger failing six times from the administrator's
 * shared address must not lock the administrator's own phone out. The
 * device is counted on its own (5 failures), so a stolen cookie buys no more guesses.
 */
function failureKey(request: FastifyRequest, knownDevice: boolean): string {
  if (!knownDevice) return request.ip;
  const cookie = request.cookies[DEVICE_COOKIE] ?? '';
  return `device:${createHash('sha256').update(cookie).digest('base64url').slice(0, 22)}`;
}

/**
 * Takes this attempt's turn at the account's password check: the next free moment, one
 * `delayMs` after the turn before, claimed in one statement (the row is locked for that
 * statement only, never while waiting). Ten guesses sent together from ten networks
 * are checked one after another, `delayMs` apart, instead of all at once after one
 * delay; the state is in the database, so every instance shares the queue.
 */
async function takeTurn(db: Db, email: string, delayMs: number): Promise<number> {
  const step = sql`make_interval(secs => ${delayMs / 1000})`;
  const [row] = await db
    .insert(loginTurns)
    .values({ email, nextAt: sql`now() + ${step}` })
    .onConflictDoUpdate({
      target: loginTurns.email,
      set: { nextAt: sql`greatest(${loginTurns.nextAt}, now()) + ${step}` },
    })
    .returning({ waitMs: sql<number>`extract(epoch from (${loginTurns.nextAt} - now())) * 1000` });
  return Math.max(0, Number(row?.waitMs ?? delayMs));
}

/** Gives back a turn that will not be used (the queue was too long): the next one need not wait for it. */
async function returnTurn(db: Db, email: string, delayMs: number): Promise<void> {
  await db
    .update(loginTurns)
    .set({ nextAt: sql`${loginTurns.nextAt} - make_interval(secs => ${delayMs / 1000})` })
    .where(sql`${loginTurns.email} = ${email}`);
}

/**
 * Lets a login attempt go on to the password check, or refuses it with 429 when its
 * address (or device) has failed too often. A browser without a device cookie for the
 * account waits its turn first when the account is being guessed at from everywhere
 * (decision 002). Returns whether the password is right (false for an unknown account,
 * checked against a dummy hash so timing says nothing); `finishAttempt` settles it.
 */
export async function checkLoginPassword(
  db: Db,
  request: FastifyRequest,
  email: string,
  passwordHash: string | undefined,
  password: string,
): Promise<{ ok: boolean; key: string }> {
  const knownDevice = await isKnownDevice(db, request, email);
  const key = failureKey(request, knownDevice);
  const { throttled, delayMs } = await beginAttempt(db, email, key, { knownDevice });
  const tooMany = () =>
    new HttpError(429, translate('common:errors.tooManyLogins'), { 'retry-after': String(THROTTLE_WINDOW_MS / 1000) });
  if (throttled) throw tooMany();
  if (delayMs > 0) {
    const waitMs = await takeTurn(db, email, Math.min(delayMs, MAX_UNKNOWN_BROWSER_DELAY_MS));
    if (waitMs > MAX_TURN_WAIT_MS) {
      await returnTurn(db, email, delayMs);
      await finishAttempt(db, email, key, false);
      throw tooMany();
    }
    await sleep(waitMs);
  }
  const ok = await verifyPassword(passwordHash ?? (await getDummyHash()), password);
  return { ok: ok && !!passwordHash, key };
}
