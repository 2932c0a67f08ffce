import { eq } from 'drizzle-orm';
import { adminUsers } from '~/server/core/db/schema';
import type { Admin } from '~/server/core/auth/session';
import { badRequest } from '~/server/core/http/errors';
import { countAccountCodeFailure, refuseWhileLocked } from '~/server/staff/auth/code-lock';
import { verifyPassword } from '~/server/staff/auth/password';
import { provesWithPasskey, spendPasskeyProof } from '~/server/staff/auth/passkey-proof';
import { spendRecoveryCode, spendTotpCode } from '~/server/staff/auth/totp';
import { translate } from '~/shared/i18n';
import type { FreshProof } from '~/shared/schemas/staff';

type Deps = Parameters<typeof countAccountCodeFailure>[0];

/**
 * Proves it is the person, now, before a change to how they sign in (issue 37): a
 * session alone (stolen, or left open) must not plant a passkey or replace the
 * authenticator app. The password, and, when they have an authenticator app, one of its
 * codes or a recovery code (spent like a sign-in's); when a passkey is their only second
 * factor, that passkey, answered on this session just before (passkey-proof.ts). Wrong
 * answers count against the account's codes (code-lock.ts), so a session cannot guess
 * the password here either.
 */
export async function requireFreshProof(
  deps: Deps,
  admin: Admin,
  proof: FreshProof,
  sessionToken: string,
): Promise<void> {
  await refuseWhileLocked(deps.db, admin.email);
  const [user] = await deps.db
    .select({ hash: adminUsers.passwordHash, totp: adminUsers.totpSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, admin.id));
  const owner = { id: admin.id, email: admin.email, name: admin.name };
  if (!user || !(await verifyPassword(user.hash, proof.password))) {
    await countAccountCodeFailure(deps, owner);
    throw badRequest(`password: ${translate('staff:api.wrongPassword')}`);
  }
  if (await provesWithPasskey(deps.db, admin.id, !!user.totp)) {
    if (!(await spendPasskeyProof(deps.db, admin.id, sessionToken)))
      throw badRequest(`passkey: ${translate('staff:api.passkeyProofNeeded')}`);
    return;
  }
  if (!user.totp) return;
  const code = (proof.currentCode ?? '').replace(/\s/g, '');
  if (!code) throw badRequest(`currentCode: ${translate('staff:api.codeNeeded')}`);
  const ok = /^\d{6}$/.test(code)
    ? await spendTotpCode(deps.db, admin.id, code)
    : await spendRecoveryCode(deps.db, admin.id, code);
  if (!ok) {
    await countAccountCodeFailure(deps, owner);
    throw badRequest(`currentCode: ${translate('staff:api.wrongCode')}`);
  }
}
