import { createHash, randomBytes } from 'node:crypto';
import { type SQL, and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import type { StaffRole } from '~/shared/staff-roles';

export const SESSION_COOKIE = 'sid';

export interface Admin {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** 'full' opens the dashboard; the other stages open only the second step of signing in. */
export type SessionStage = 'full' | 'second-factor' | 'enrol';
/** A session that has not passed its second step lasts ten minutes. */
export const PENDING_SESSION_MINUTES = 10;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  ttlHours: number,
  stage: SessionStage = 'full',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const ms = stage === 'full' ? ttlHours * 3600_000 : PENDING_SESSION_MINUTES * 60_000;
  const expiresAt = new Date(Date.now() + ms);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt, stage });
  // Housekeeping that costs nothing noticeable: drop this admin's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

/** The unexpired session a token names, at the stage asked, of a person still active. */
const liveSession = (token: string, stage: SQL) =>
  and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), stage, eq(adminUsers.active, true));

export async function findSession(db: Db, token: string): Promise<Admin | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(liveSession(token, eq(sessions.stage, 'full')))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, role: row.role as StaffRole } : null;
}

/** A session between the password and the second factor (or its enrolment), with its person. */
export async function findPendingSession(db: Db, token: string | null | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      stage: sessions.stage,
      pendingTotpSecret: sessions.pendingTotpSecret,
      userId: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(liveSession(token, ne(sessions.stage, 'full')))
    .limit(1);
  return row ? { ...row, stage: row.stage as Exclude<SessionStage, 'full'>, role: row.role as StaffRole } : null;
}
export type PendingSession = NonNullable<Awaited<ReturnType<typeof findPendingSession>>>;

/** Ends every session of a person (deactivated, password reset, second factor reset). */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
