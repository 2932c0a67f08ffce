import type { FastifyRequest } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { translate } from '~/shared/i18n';
import { readToken, resolveAdmin } from '~/server/core/auth/guard';
import { registerPasskey, registrationOptions } from '~/server/staff/auth/passkey';
import { pendingOf } from '~/server/staff/auth/passkey-routes';
import { endPendingSession, openFullSession } from '~/server/staff/auth/sign-in';
import { requireFreshProof } from './fresh-proof';
import { passkeyAdded } from './security';

/** Who is adding a passkey: a signed-in person, or one enrolling at sign-in. */
async function registrant(db: Db, request: FastifyRequest) {
  const admin = await resolveAdmin(db, request);
  if (admin) return { user: admin, pending: null };
  const pending = await pendingOf(db, request);
  if (pending?.stage !== 'enrol') throw new HttpError(401, translate('staff:api.signInAgain'));
  return { user: { id: pending.userId, email: pending.email, name: pending.name, role: pending.role }, pending };
}

/**
 * Adding a passkey: by a signed-in person (after a fresh proof), or by one enrolling at
 * sign-in (then the sign-in completes). Signing in with one is staff/auth/passkey-routes.ts.
 */
export const passkeyRegisterRoutes: ApiRoute[] = [
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
