import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { passkeys, recoveryCodes } from '~/server/core/db/staff-schema';
import { recordActivity } from '~/server/core/activity/record';
import type { Admin } from '~/server/core/auth/session';
import { sha256 } from '~/server/core/auth/session';
import { secondFactorsOf } from '~/server/staff/auth/sign-in';
import { checkTotp, newRecoveryCodes, newTotpSecret, recoveryCodesLeft, totpEnrolment } from '~/server/staff/auth/totp';
import { HttpError, badRequest, conflict, notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { AccountSecurity } from '~/shared/schemas/staff';
import { mustUseSecondFactor } from '~/shared/staff-roles';

export async function securityOf(db: Db, config: Config, admin: Admin): Promise<AccountSecurity> {
  const [factors, left, keys] = await Promise.all([
    secondFactorsOf(db, admin.id),
    recoveryCodesLeft(db, admin.id),
    db.select().from(passkeys).where(eq(passkeys.userId, admin.id)).orderBy(asc(passkeys.createdAt)),
  ]);
  return {
    totp: factors.totp,
    recoveryCodesLeft: left,
    passkeys: keys.map((k) => ({
      _id: k.id,
      name: k.name,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    })),
    required: mustUseSecondFactor(config.STAFF_REQUIRE_2FA, admin.role),
  };
}

/** A new authenticator secret, held on this session until its first code confirms it. */
export async function startTotp(db: Db, config: Config, admin: Admin, token: string) {
  const [row] = await db
    .select({ pending: sessions.pendingTotpSecret })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  const secret = row?.pending ?? newTotpSecret();
  if (!row?.pending)
    await db
      .update(sessions)
      .set({ pendingTotpSecret: secret })
      .where(eq(sessions.tokenHash, sha256(token)));
  return totpEnrolment(secret, admin.email, config.org.name);
}

export async function confirmTotp(db: Db, admin: Admin, token: string, code: string): Promise<string[]> {
  const [row] = await db
    .select({ pending: sessions.pendingTotpSecret })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row?.pending) throw conflict(translate('staff:api.noSetup'));
  const step = await checkTotp(row.pending, code.replace(/\s/g, ''));
  if (step === null) throw new HttpError(400, `code: ${translate('staff:api.wrongCode')}`);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: row.pending, totpLastStep: step }).where(eq(adminUsers.id, admin.id));
    await tx
      .update(sessions)
      .set({ pendingTotpSecret: null })
      .where(eq(sessions.tokenHash, sha256(token)));
    await recordActivity(tx, admin.id, 'update', 'admin_user', admin.id, { after: { authenticatorApp: 'added' } });
  });
  return newRecoveryCodes(db, admin.id);
}

/** Whether removing one factor would leave a person who must have one with none. */
async function refuseLastFactor(db: Db, config: Config, admin: Admin, remaining: number) {
  if (remaining === 0 && mustUseSecondFactor(config.STAFF_REQUIRE_2FA, admin.role))
    throw conflict(translate('staff:api.lastFactor'));
}

export async function removeTotp(db: Db, config: Config, admin: Admin): Promise<void> {
  const factors = await secondFactorsOf(db, admin.id);
  if (!factors.totp) throw notFound(translate('staff:api.noAuthenticator'));
  await refuseLastFactor(db, config, admin, factors.passkeys);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, admin.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    await recordActivity(tx, admin.id, 'update', 'admin_user', admin.id, { after: { authenticatorApp: 'removed' } });
  });
}

export async function replaceRecoveryCodes(db: Db, admin: Admin): Promise<string[]> {
  if (!(await secondFactorsOf(db, admin.id)).totp) throw badRequest(translate('staff:api.noAuthenticator'));
  return newRecoveryCodes(db, admin.id);
}

export async function removePasskey(db: Db, config: Config, admin: Admin, id: string): Promise<void> {
  const factors = await secondFactorsOf(db, admin.id);
  await refuseLastFactor(db, config, admin, factors.passkeys - 1 + (factors.totp ? 1 : 0));
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, admin.id)))
      .returning({ name: passkeys.name });
    if (!removed.length) throw notFound(translate('staff:api.passkeyNotFound'));
    await recordActivity(tx, admin.id, 'update', 'admin_user', admin.id, { after: { passkey: 'removed' } });
  });
}
