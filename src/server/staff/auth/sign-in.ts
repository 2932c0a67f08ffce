import type { FastifyReply, FastifyRequest } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { clearSecondFactorReset, secondFactorWasReset } from '~/server/core/db/backup-secrets';
import { passkeys } from '~/server/core/db/staff-schema';
import { type StaffRole, mustUseSecondFactor } from '~/shared/staff-roles';
import type { LoginAnswer } from '~/shared/schemas/auth';
import { rememberDevice } from './device';
import { SESSION_COOKIE, type SessionStage, createSession, sha256 } from '~/server/core/auth/session';

/** Which second factors a person has set up. */
export async function secondFactorsOf(db: Db, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [[user], [keys]] = await Promise.all([
    db.select({ secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, userId)),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { totp: !!user?.secret, passkeys: Number(keys?.n ?? 0) };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

interface Person {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** A full session: the cookie, the device remembered, the last sign-in noted. */
export async function openFullSession(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Person,
): Promise<LoginAnswer> {
  const { db, config } = deps;
  const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_HOURS);
  setSessionCookie(request, reply, token, expiresAt);
  await rememberDevice(db, request, reply, user.email);
  await db.update(adminUsers).set({ lastSignInAt: new Date() }).where(eq(adminUsers.id, user.id));
  return { next: 'dashboard', token, user: { name: user.name, email: user.email, role: user.role } };
}

/**
 * After the right password: the dashboard at once, or first the second factor the
 * person has, or (when STAFF_REQUIRE_2FA covers their role and they have none) its
 * enrolment. The two later stages hold a ten-minute session that opens nothing else.
 * A person whose authenticator app a restore removed (backup-secrets.ts) enrols again
 * whatever their role, until they have a second factor.
 */
export async function afterPassword(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Person,
): Promise<LoginAnswer> {
  const factors = await secondFactorsOf(deps.db, user.id);
  const hasFactor = factors.totp || factors.passkeys > 0;
  const reset = await secondFactorWasReset(deps.db, user.id);
  if (reset && hasFactor) await clearSecondFactorReset(deps.db, user.id);
  const stage: SessionStage = hasFactor
    ? 'second-factor'
    : reset || mustUseSecondFactor(deps.config.STAFF_REQUIRE_2FA, user.role)
      ? 'enrol'
      : 'full';
  if (stage === 'full') return openFullSession(deps, request, reply, user);
  const { token, expiresAt } = await createSession(deps.db, user.id, deps.config.SESSION_TTL_HOURS, stage);
  setSessionCookie(request, reply, token, expiresAt);
  // A device cookie is earned by the whole sign-in, not by the password alone.
  return { next: stage, methods: { totp: factors.totp, passkey: factors.passkeys > 0 } };
}

/** The pending session is spent: it is removed before the full one is opened. */
export async function endPendingSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
