import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { loginAttempts } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import { type StaffNoticeTopic, queueStaffNotice } from '~/server/staff/messages';
import { translate } from '~/shared/i18n';

/*
 * Wrong second-factor codes counted per account, whatever the sign-in or session they
 * came through (issue 37): five wrong codes end one pending sign-in, but a new one with
 * the password gave five more. Past MAX_CODE_FAILURES_PER_ACCOUNT wrong codes in
 * CODE_WINDOW_MS, every code for the account (authenticator or recovery) is refused for
 * CODE_LOCK_MS, and the person is e-mailed. The rows live in login_attempts (decision
 * 002's table, shared by every instance) under two markers in place of an address, which
 * no address can equal; its housekeeping drops them after the same fifteen minutes.
 */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 10;
export const CODE_WINDOW_MS = 15 * 60_000;
export const CODE_LOCK_MS = 15 * 60_000;
const WRONG_CODE = 'second-factor';
const LOCKED = 'second-factor-lock';

type Deps = Parameters<typeof queueStaffNotice>[0];
export interface CodeOwner {
  id: string;
  email: string;
  name: string;
}

/** Whether codes are refused for this account now. */
export async function codesLocked(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, LOCKED),
        gt(loginAttempts.createdAt, new Date(Date.now() - CODE_LOCK_MS)),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

/** 429 while the account's codes are refused: checked before any code is. */
export async function refuseWhileLocked(db: Db, email: string): Promise<void> {
  if (await codesLocked(db, email))
    throw new HttpError(429, translate('staff:api.codesLocked'), { 'retry-after': String(CODE_LOCK_MS / 1000) });
}

/**
 * Counts one wrong code (or a wrong password given as a fresh proof) against the account;
 * the one that reaches the limit locks its codes and e-mails the person, once per lock.
 */
export async function countAccountCodeFailure(deps: Deps, person: CodeOwner): Promise<void> {
  const { db } = deps;
  await db
    .delete(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.ip, [WRONG_CODE, LOCKED]),
        lt(loginAttempts.createdAt, new Date(Date.now() - Math.max(CODE_WINDOW_MS, CODE_LOCK_MS))),
      ),
    );
  await db.insert(loginAttempts).values({ email: person.email, ip: WRONG_CODE, succeeded: false });
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, person.email),
        eq(loginAttempts.ip, WRONG_CODE),
        gt(loginAttempts.createdAt, new Date(Date.now() - CODE_WINDOW_MS)),
      ),
    );
  if (Number(row?.n ?? 0) < MAX_CODE_FAILURES_PER_ACCOUNT || (await codesLocked(db, person.email))) return;
  const [lock] = await db
    .insert(loginAttempts)
    .values({ email: person.email, ip: LOCKED, succeeded: false })
    .returning({ id: loginAttempts.id });
  // The failures that made this lock are spent: after it, ten more are needed for the next.
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, person.email), eq(loginAttempts.ip, WRONG_CODE)));
  const topic: StaffNoticeTopic = 'codes-locked';
  await queueStaffNotice(deps, { to: person.email, topic, key: `${person.id}:${lock!.id}`, name: person.name });
}
