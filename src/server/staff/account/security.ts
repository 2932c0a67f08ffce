import { randomUUID } from 'node:crypto';
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
import type { AccountSecurity, FreshProof, totpAddSchema } from '~/shared/schemas/staff';
import type { z } from 'zod';
import { type StaffNoticeTopic, queueStaffNotice } from '~/server/staff/messages';
import { requireFreshProof } from './fresh-proof';

type TotpAdd = z.infer<typeof totpAddSchema>;
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

type Deps = Parameters<typeof requireFreshProof>[0] & { config: Config };

/** Written down and e-mailed to the person: every change to how they sign in (issue 37). */
async function told(deps: Deps, admin: Admin, topic: StaffNoticeTopic, change: Record<string, string>) {
  await recordActivity(deps.db, admin.id, 'update', 'admin_user', admin.id, { after: change });
  await queueStaffNotice(deps, {
    to: admin.email,
    topic,
    key: `${admin.id}:${topic}:${randomUUID()}`,
    name: admin.name,
  });
}

/** Confirms the authenticator app held on this session with its first code, after a fresh proof. */
export async function confirmTotp(deps: Deps, admin: Admin, token: string, input: TotpAdd): Promise<string[]> {
  const { db } = deps;
  const [row] = await db
    .select({ pending: sessions.pendingTotpSecret })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row?.pending) throw conflict(translate('staff:api.noSetup'));
  await requireFreshProof(deps, admin, input, token);
  const step = await checkTotp(row.pending, input.code.replace(/\s/g, ''));
  if (step === null) throw new HttpError(400, `code: ${translate('staff:api.wrongCode')}`);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: row.pending, totpLastStep: step }).where(eq(adminUsers.id, admin.id));
    await tx
      .update(sessions)
      .set({ pendingTotpSecret: null })
      .where(eq(sessions.tokenHash, sha256(token)));
  });
  const codes = await newRecoveryCodes(db, admin.id);
  await told(deps, admin, 'authenticator-added', { authenticatorApp: 'added' });
  return codes;
}

/** Whether removing one factor would leave a person who must have one with none. */
function refuseLastFactor(config: Config, admin: Admin, remaining: number) {
  if (remaining === 0 && mustUseSecondFactor(config.STAFF_REQUIRE_2FA, admin.role))
    throw conflict(translate('staff:api.lastFactor'));
}

export async function removeTotp(deps: Deps, admin: Admin, proof: FreshProof, token: string): Promise<void> {
  const { db } = deps;
  const factors = await secondFactorsOf(db, admin.id);
  if (!factors.totp) throw notFound(translate('staff:api.noAuthenticator'));
  refuseLastFactor(deps.config, admin, factors.passkeys);
  await requireFreshProof(deps, admin, proof, token);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, admin.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
  });
  await told(deps, admin, 'authenticator-removed', { authenticatorApp: 'removed' });
}

export async function replaceRecoveryCodes(
  deps: Deps,
  admin: Admin,
  proof: FreshProof,
  token: string,
): Promise<string[]> {
  if (!(await secondFactorsOf(deps.db, admin.id)).totp) throw badRequest(translate('staff:api.noAuthenticator'));
  await requireFreshProof(deps, admin, proof, token);
  const codes = await newRecoveryCodes(deps.db, admin.id);
  await told(deps, admin, 'recovery-codes-replaced', { recoveryCodes: 'replaced' });
  return codes;
}

export async function removePasskey(
  deps: Deps,
  admin: Admin,
  id: string,
  proof: FreshProof,
  token: string,
): Promise<void> {
  const { db } = deps;
  const [key] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, admin.id)));
  if (!key) throw notFound(translate('staff:api.passkeyNotFound'));
  const factors = await secondFactorsOf(db, admin.id);
  refuseLastFactor(deps.config, admin, factors.passkeys - 1 + (factors.totp ? 1 : 0));
  await requireFreshProof(deps, admin, proof, token);
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, admin.id)))
    .returning({ name: passkeys.name });
  if (!removed.length) throw notFound(translate('staff:api.passkeyNotFound'));
  await told(deps, admin, 'passkey-removed', { passkey: 'removed' });
}

/** A passkey added (on the Account screen, or at a sign-in's enrolment): logged and e-mailed. */
export const passkeyAdded = (deps: Deps, admin: Admin) => told(deps, admin, 'passkey-added', { passkey: 'added' });
