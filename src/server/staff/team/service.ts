import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { passkeys, recoveryCodes, staffInvitations } from '~/server/core/db/staff-schema';
import { centres } from '~/server/core/db/centres-schema';
import { staffCentres } from '~/server/core/db/field-schema';
import { recordActivity } from '~/server/core/activity/record';
import { conflict, notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { StaffList } from '~/shared/schemas/staff';
import type { StaffRole } from '~/shared/staff-roles';
import { isTranslationPair } from '~/shared/schemas/translation';
import { endSessionsAndClearPhones } from '~/server/field';

/** Everyone with an account (administrators first), and the invitations still open. */
export async function listStaff(db: Db): Promise<StaffList> {
  const keyCount = db
    .select({ userId: passkeys.userId, n: count().as('n') })
    .from(passkeys)
    .groupBy(passkeys.userId)
    .as('keys');
  const people = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      active: adminUsers.active,
      lastSignInAt: adminUsers.lastSignInAt,
      totp: sql<boolean>`${adminUsers.totpSecret} is not null`,
      translates: adminUsers.translates,
      passkeys: sql<number>`coalesce(${keyCount.n}, 0)`,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .leftJoin(keyCount, eq(keyCount.userId, adminUsers.id))
    .orderBy(sql`${adminUsers.role} <> 'administrator'`, asc(adminUsers.name));
  const invitations = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  const assigned = await db
    .select({ userId: staffCentres.userId, id: centres.id, name: centres.name })
    .from(staffCentres)
    .innerJoin(centres, eq(centres.id, staffCentres.centreId))
    .orderBy(asc(centres.name));
  const centresOf = (userId: string) =>
    assigned.filter((c) => c.userId === userId).map((c) => ({ _id: c.id, name: c.name }));
  return {
    data: people.map((p) => ({
      _id: p.id,
      email: p.email,
      name: p.name,
      role: p.role as StaffRole,
      active: p.active,
      lastSignInAt: p.lastSignInAt?.toISOString() ?? null,
      secondFactor: { totp: Boolean(p.totp), passkeys: Number(p.passkeys) },
      centres: centresOf(p.id),
      translates: p.translates.filter(isTranslationPair),
      createdAt: p.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      _id: i.id,
      email: i.email,
      name: i.name,
      role: i.role as StaffRole,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email.toLowerCase()));
  return !!row;
}

export async function revokeInvitation(db: Db, by: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!row) throw notFound(translate('staff:api.invitationNotFound'));
    await recordActivity(tx, by, 'delete', 'staff_invitation', id, { before: row });
  });
}

/**
 * A new role, or (de)activation. The last active administrator can be neither demoted
 * nor deactivated: the active administrators' rows are locked first, so two
 * administrators demoting each other at once cannot both succeed. A deactivated
 * person's sessions end at once, and so do those of a person whose role changes: they
 * sign in again, with the second factor their new role asks for.
 */
export async function changeStaff(
  db: Db,
  by: string,
  id: string,
  change: { role?: StaffRole; active?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'administrator'), eq(adminUsers.active, true)))
      .orderBy(asc(adminUsers.id))
      .for('update');
    const [person] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!person) throw notFound(translate('staff:api.notFound'));
    const before = { role: person.role, active: person.active };
    const after = { role: change.role ?? person.role, active: change.active ?? person.active };
    const losesAdministrator =
      before.role === 'administrator' && before.active && (after.role !== 'administrator' || !after.active);
    if (losesAdministrator && !admins.some((a) => a.id !== id))
      throw conflict(translate('staff:api.lastAdministrator'));
    if (before.role === after.role && before.active === after.active) return;
    await tx.update(adminUsers).set(after).where(eq(adminUsers.id, id));
    // A new role ends the person's sessions too (issue 37): one opened with a password
    // alone must not carry a role that asks for a second factor (STAFF_REQUIRE_2FA).
    // Deactivated: as for a lost phone, a phone still carrying a session clears the /field
    // app at its next connection (docs/field.md#a-lost-phone), and the log says so.
    const cleared = !after.active ? await endSessionsAndClearPhones(tx, id) : null;
    if (cleared === null && after.role !== before.role) await tx.delete(sessions).where(eq(sessions.userId, id));
    // No longer a field officer: no longer assigned centres (docs/field.md).
    if (before.role === 'field' && after.role !== 'field')
      await tx.delete(staffCentres).where(eq(staffCentres.userId, id));
    await recordActivity(tx, by, 'update', 'admin_user', id, {
      before: cleared === null ? before : { ...before, sessions: cleared },
      after: cleared === null ? after : { ...after, sessions: 0, phoneCleared: true },
    });
  });
}

/**
 * Removes a colleague's authenticator, recovery codes and passkeys (a lost phone): they
 * sign in with their password next time and, where STAFF_REQUIRE_2FA covers their
 * role, set up a new second factor at once. Their sessions end; the caller e-mails them.
 */
export async function resetSecondFactor(
  db: Db,
  by: string,
  id: string,
): Promise<{ id: string; email: string; name: string }> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpLastStep: null })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    if (!person) throw notFound(translate('staff:api.notFound'));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
    await tx.delete(passkeys).where(eq(passkeys.userId, id));
    await tx.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.userId, by)));
    await recordActivity(tx, by, 'update', 'admin_user', id, { after: { secondFactor: 'reset' } });
    return person;
  });
}
