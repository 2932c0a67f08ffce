import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { adminUsers, sessions } from '~/server/db/schema';

export const SESSION_COOKIE = 'sid';

export interface Admin {
  id: string;
  email: string;
  name: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  // Housekeeping that costs nothing noticeable: drop this admin's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<Admin | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
