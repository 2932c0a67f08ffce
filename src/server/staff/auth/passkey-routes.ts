import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { translate } from '~/shared/i18n';

import type { StaffRole } from '~/shared/staff-roles';
import { crossSiteWrite, readToken, resolveAdmin } from '~/server/core/auth/guard';
import { authenticationOptions, registerPasskey, registrationOptions, verifyPasskey } from './passkey';
import { endPendingSession, openFullSession } from './sign-in';
import { findPendingSession } from '~/server/core/auth/session';
import { requireFreshProof } from '~/server/staff/account/fresh-proof';
import { passkeyAdded } from '~/server/staff/account/security';

/** The pending sign-in the request carries, if any (not from a foreign page). */
async function pendingOf(db: Db, request: FastifyRequest) {
  const { token, via } = readToken(request);
  if (!token || (via === 'cookie' && crossSiteWrite(request))) return null;
  const pending = await findPendingSession(db, token);
  return pending ? { ...pending, token } : null;
}

/** Who is adding a passkey: a signed-in person, or one enrolling at sign-in. */
async function registrant(db: Db, request: FastifyRequest) {
  const admin = await resolveAdmin(db, request);
  if (admin) return { user: admin, pending: null };
  const pending = await pendingOf(db, request);
  if (pending?.stage !== 'enrol') throw new HttpError(401, translate('staff:api.signInAgain'));
  return { user: { id: pending.userId, email: pending.email, name: pending.name, role: pending.role }, pending };
}

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

  defineRoute(authContracts.passkeyRegisterOptions, {
    auth: 'public',
    handler: async ({ body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const { user, pending } = await registrant(deps.db, request);
      // Signed in: a fresh proof, whatever the session's age (issue 37). The challenge it
      // earns is this person's, used once within five minutes: the only way to register.
      if (!pending) {
        if (!body.password) throw badRequest(`password: ${translate('validation:login.password')}`);
        const token = readToken(request).token ?? '';
        await requireFreshProof(deps, user, { password: body.password, currentCode: body.currentCode }, token);
      }
      const options = await registrationOptions(deps, request, reply, user);
      return { data: { ...options } };
    },
  }),

  defineRoute(authContracts.passkeyRegister, {
    auth: 'public',
    handler: async ({ body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const { user, pending } = await registrant(deps.db, request);
      const name = body.name || translate('staff:api.defaultPasskeyName');
      await registerPasskey(deps, request, reply, user.id, { response: body.response, name });
      await passkeyAdded(deps, user);
      const message = translate('staff:api.passkeyAdded');
      if (!pending) return { message };
      await endPendingSession(deps.db, pending.token);
      return { message, session: await openFullSession(deps, request, reply, user) };
    },
  }),
];
