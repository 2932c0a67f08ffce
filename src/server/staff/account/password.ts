import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { passwordChanges } from '~/server/core/db/settings-schema';
import { recordActivity } from '~/server/core/activity/record';
import { hashPassword, verifyPassword } from '~/server/staff/auth/password';
import { passwordProblem } from '~/server/core/auth/password-rules';
import { voidLinksOf } from '~/server/staff/auth/staff-links';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * An admin's own password change: the current password proves it is them (a session
 * left open on a shared computer is not enough), the new one follows the password rules
 * and differs from it. Every other session of theirs ends, and every earlier reset or
 * invitation link of theirs stops working; the change is recorded for
 * the launch checklist and in the activity log.
 */
export async function changeOwnPassword(
  db: Db,
  adminId: string,
  sessionToken: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db
    .select({ hash: adminUsers.passwordHash, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!user || !(await verifyPassword(user.hash, input.currentPassword)))
    throw badRequest(`currentPassword: ${translate('validation:settings.wrongPassword')}`);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badRequest(`newPassword: ${problem}`);
  if (input.newPassword === input.currentPassword)
    throw badRequest(`newPassword: ${translate('validation:settings.samePassword')}`);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId));
    const others = sessionToken
      ? and(eq(sessions.userId, adminId), ne(sessions.tokenHash, sha256(sessionToken)))
      : eq(sessions.userId, adminId);
    await tx.delete(sessions).where(others);
    // A reset or invitation link sent before the change opens nothing after it (issue 37).
    await voidLinksOf(tx, adminId, user.email);
    await tx
      .insert(passwordChanges)
      .values({ userId: adminId })
      .onConflictDoUpdate({ target: passwordChanges.userId, set: { changedAt: new Date() } });
    await recordActivity(tx, adminId, 'update', 'admin_user', adminId);
  });
}
