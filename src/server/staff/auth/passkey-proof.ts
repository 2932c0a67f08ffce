import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { passkeys, webauthnChallenges } from '~/server/core/db/staff-schema';
import { sha256 } from '~/server/core/auth/session';
import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { translate } from '~/shared/i18n';

import { EVERY_ROLE } from '~/shared/staff-roles';
import { countAccountCodeFailure, refuseWhileLocked } from './code-lock';
import { authenticationOptions, verifyPasskey } from './passkey';

/*
 * A passkey as the second half of a fresh proof (issue 37): a person whose only second
 * factor is a passkey proves a change to how they sign in with the password and one of
 * their passkeys. The ceremony runs in the browser (WebAuthn needs JavaScript); a passkey
 * that answers leaves a mark on this session, kept five minutes in the challenges table
 * (no new column) and spent by the next change (fresh-proof.ts): a session alone, or
 * another session of the same person, cannot spend it.
 */
const PROOF_MS = 5 * 60_000;
const markOf = (sessionToken: string) => `proof:${sha256(sessionToken)}`;

/** Whether the person has a passkey and no authenticator app: their passkey is the proof. */
export async function provesWithPasskey(db: Db, userId: string, hasApp: boolean): Promise<boolean> {
  if (hasApp) return false;
  const [key] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!key;
}

/** Spends this session's passkey proof, once; false when there is none (or it is older than five minutes). */
export async function spendPasskeyProof(db: Db, userId: string, sessionToken: string): Promise<boolean> {
  const spent = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, markOf(sessionToken)),
        eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return spent.length > 0;
}

export const passkeyProofRoutes: ApiRoute[] = [
  defineRoute(authContracts.passkeyProofOptions, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ admin, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      await refuseWhileLocked(deps.db, admin.email);
      return { data: { ...(await authenticationOptions(deps, request, reply, admin.id)) } };
    },
  }),
  defineRoute(authContracts.passkeyProof, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ admin, body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      await refuseWhileLocked(deps.db, admin.email);
      const owner = await verifyPasskey(deps, request, reply, body.response).catch(() => null);
      if (owner !== admin.id) {
        await countAccountCodeFailure(deps, { id: admin.id, email: admin.email, name: admin.name });
        throw new HttpError(401, translate('staff:api.passkeyRefused'));
      }
      const mark = markOf(request.sessionToken!);
      await deps.db.delete(webauthnChallenges).where(eq(webauthnChallenges.challenge, mark));
      await deps.db
        .insert(webauthnChallenges)
        .values({ challenge: mark, userId: admin.id, expiresAt: new Date(Date.now() + PROOF_MS) });
      return { message: translate('staff:api.passkeyProven') };
    },
  }),
];
