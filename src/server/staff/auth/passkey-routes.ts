import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { translate } from '~/shared/i18n';

import type { StaffRole } from '~/shared/staff-roles';
import { crossSiteWrite, readToken } from '~/server/core/auth/guard';
import { authenticationOptions, verifyPasskey } from './passkey';
import { endPendingSession, openFullSession } from './sign-in';
import { findPendingSession } from '~/server/core/auth/session';

/** The pending sign-in the request carries, if any (not from a foreign page). */
export async function pendingOf(db: Db, request: FastifyRequest) {
  const { token, via } = readToken(request);
  if (!token || (via === 'cookie' && crossSiteWrite(request))) return null;
  const pending = await findPendingSession(db, token);
  return pending ? { ...pending, token } : null;
}

/** Signing in with a passkey (adding one is the account's: staff/account/passkey-routes.ts). */
export const passkeyRoutes: ApiRoute[] = [
  defineRoute(authContracts.passkeySignInOptions, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const pending = await pendingOf(deps.db, request);
      const options = await authenticationOptions(deps, request, reply, pending?.userId);
      return { data: { ...options } };
    },
  }),

  defineRoute(authContracts.passkeySignIn, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const userId = await verifyPasskey(deps, request, reply, body.response);
      const [user] = await deps.db
        .select()
        .from(adminUsers)
        .where(and(eq(adminUsers.id, userId), eq(adminUsers.active, true)));
      if (!user) throw new HttpError(401, translate('staff:api.passkeyRefused'));
      const pending = await pendingOf(deps.db, request);
      if (pending) await endPendingSession(deps.db, pending.token);
      return openFullSession(deps, request, reply, { ...user, role: user.role as StaffRole });
    },
  }),
];
