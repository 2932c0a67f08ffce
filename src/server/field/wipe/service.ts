import { eq, lt } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import { sha256 } from '~/server/core/auth/session';
import { lockedStaffMember } from '../staff-member';
import type { Db } from '~/server/core/db/client';
import { fieldWipes } from '~/server/core/db/field-schema';
import { sessions } from '~/server/core/db/schema';

/**
 * A lost phone (docs/field.md#a-lost-phone): every session of the person ends, and each
 * one's token is kept (hashed) until it would have expired, so that the phone still
 * carrying it is told at its next connection to clear what the /field app keeps.
 * Answers how many sessions ended; 404 for no such person.
 */
export async function endSessionsForLostPhone(db: Db, by: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedStaffMember(tx, userId);
    const ended = await endSessionsAndClearPhones(tx, userId);
    await recordActivity(tx, by, 'update', 'admin_user', userId, {
      before: { sessions: ended },
      after: { sessions: 0, phoneCleared: true },
    });
    return ended;
  });
}

/**
 * Inside the caller's transaction: ends every session of the person and keeps each one's
 * token (hashed) until it would have expired, so that the phone carrying it clears the
 * /field app at its next connection. Used for a lost phone and when a person is
 * deactivated (src/server/staff). Answers how many sessions ended.
 */
export async function endSessionsAndClearPhones(tx: Db, userId: string): Promise<number> {
  await tx.delete(fieldWipes).where(lt(fieldWipes.expiresAt, new Date()));
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt });
  if (ended.length)
    await tx
      .insert(fieldWipes)
      .values(ended.map((s) => ({ tokenHash: s.tokenHash, userId, expiresAt: s.expiresAt })))
      .onConflictDoNothing();
  return ended.length;
}

/** Whether the phone carrying this token must clear the app's data (its session was ended for a lost phone). */
export async function mustWipe(db: Db, token: string | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ at: fieldWipes.expiresAt })
    .from(fieldWipes)
    .where(eq(fieldWipes.tokenHash, sha256(token)))
    .limit(1);
  return row !== undefined;
}
