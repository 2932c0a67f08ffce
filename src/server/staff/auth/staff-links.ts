import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { passkeys, passwordResets, staffInvitations } from '~/server/core/db/staff-schema';
import { recordActivity } from '~/server/core/activity/record';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { StaffRole } from '~/shared/staff-roles';
import { hashPassword } from './password';
import { passwordProblem } from '~/server/core/auth/password-rules';
import { sha256 } from '~/server/core/auth/session';

export const INVITATION_HOURS = 72;
export const RESET_MINUTES = 60;
/** Reset e-mails one account may cause per hour (the answer is the same past it). */
export const RESETS_PER_HOUR = 3;

const newToken = () => randomBytes(32).toString('base64url');
const goneLink = () => badRequest(translate('staff:api.linkExpired'));

/** The password a link sets, refused when weak (or close to the address), else hashed. */
async function newPasswordHash(password: string, email: string): Promise<string> {
  const problem = passwordProblem(password, [email, email.split('@')[0] ?? '']);
  if (problem) throw badRequest(`password: ${problem}`);
  return hashPassword(password);
}

/** Spends a link in its transaction, once: a use racing it (a second tab) finds it spent and is refused. */
async function spendOnce(spent: PromiseLike<unknown[]>): Promise<void> {
  if (!(await spent).length) throw goneLink();
}

/** An invitation: its token (for the e-mail only) and its record. */
export async function createInvitation(
  db: Db,
  by: string,
  input: { email: string; name: string; role: StaffRole },
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const email = input.email.toLowerCase();
  const id = await db.transaction(async (tx) => {
    // A new invitation replaces an unanswered one to the same address: one live link.
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        name: input.name,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: by,
        expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600_000),
      })
      .returning({ id: staffInvitations.id });
    await recordActivity(tx, by, 'create', 'staff_invitation', row!.id, {
      after: { email, name: input.name, role: input.role },
    });
    return row!.id;
  });
  return { token, id };
}

async function liveInvitation(db: Db, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, sha256(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Who an invitation link is for (the page greets them), or null when it is spent or expired. */
export async function invitationFor(db: Db, token: string) {
  const row = await liveInvitation(db, token);
  return row ? { email: row.email, name: row.name, role: row.role as StaffRole } : null;
}

/** Accepts an invitation: the account is made with the chosen password; the link works once. */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<{ email: string }> {
  const invitation = await liveInvitation(db, token);
  if (!invitation) throw goneLink();
  const passwordHash = await newPasswordHash(password, invitation.email);
  return db.transaction(async (tx) => {
    await spendOnce(
      tx
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
        .returning({ id: staffInvitations.id }),
    );
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, invitation.email));
    // An address that already has an account (made meanwhile) is not taken over by the link.
    if (existing) throw goneLink();
    const [user] = await tx
      .insert(adminUsers)
      .values({ email: invitation.email, name: invitation.name, role: invitation.role, passwordHash })
      .returning({ id: adminUsers.id });
    await recordActivity(tx, user!.id, 'create', 'admin_user', user!.id, {
      after: { email: invitation.email, name: invitation.name, role: invitation.role },
    });
    return { email: invitation.email };
  });
}

/**
 * A reset link for an active account, or null (no such account, or the hour's links
 * are spent): the caller answers the same either way.
 */
export async function createReset(db: Db, email: string): Promise<{ token: string; name: string } | null> {
  // The account's row is locked while its hour is counted: requests arriving together
  // (the route prepares each after answering) are counted one after another, never all
  // against the same count.
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: adminUsers.id, name: adminUsers.name })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, email.toLowerCase()), eq(adminUsers.active, true)))
      .for('update');
    if (!user) return null;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(Date.now() - 3600_000))));
    if (Number(recent?.n ?? 0) >= RESETS_PER_HOUR) return null;
    const token = newToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
    return { token, name: user.name };
  });
}

/** A reset link that still works: its token, unused, not expired, for an active person. */
const liveReset = (token: string) =>
  and(
    eq(passwordResets.tokenHash, sha256(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
    eq(adminUsers.active, true),
  );

/** Whether a reset link still works (the page shows its form only then). */
export async function resetIsLive(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(liveReset(token));
  return !!row;
}

/**
 * Sets a new password from a reset link (once); every session of the person ends and,
 * unless they chose to keep them, their passkeys go (issue 37: a passkey planted by
 * someone else would outlive the new password). Answers who it was, for the e-mail.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  removePasskeys = true,
): Promise<{ id: string; email: string; name: string }> {
  if (!token || token.length > 100) throw goneLink();
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: adminUsers.email, name: adminUsers.name })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(liveReset(token));
  if (!reset) throw goneLink();
  const passwordHash = await newPasswordHash(password, reset.email);
  await db.transaction(async (tx) => {
    await spendOnce(
      tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id }),
    );
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    const keys = removePasskeys
      ? await tx.delete(passkeys).where(eq(passkeys.userId, reset.userId)).returning({ id: passkeys.id })
      : [];
    await voidLinksOf(tx, reset.userId, reset.email);
    await recordActivity(tx, reset.userId, 'update', 'admin_user', reset.userId, {
      after: { password: 'reset by e-mail', ...(keys.length ? { passkeys: `${keys.length} removed` } : {}) },
    });
  });
  return { id: reset.userId, email: reset.email, name: reset.name };
}

/**
 * A new password voids every earlier link of the person's (issue 37): unused reset links,
 * and invitations still open to their address.
 */
export async function voidLinksOf(db: Db, userId: string, email: string): Promise<void> {
  const now = new Date();
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.email, email.toLowerCase()),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
}
