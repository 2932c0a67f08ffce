import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { adminUsers } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';

import { translate } from '~/shared/i18n';
import { EVERY_ROLE, type StaffRole } from '~/shared/staff-roles';
import { SESSION_COOKIE, deleteSession } from '~/server/core/auth/session';
import { finishAttempt } from './throttle';
import { checkLoginPassword } from './admit';
import { crossSiteWrite, resolveAdmin } from '~/server/core/auth/guard';
import { afterPassword } from './sign-in';
import { secondFactorRoutes } from './second-factor-routes';
import { passwordLinkRoutes } from './password-link-routes';
import { passkeyRoutes } from './passkey-routes';
import { passkeyProofRoutes } from './passkey-proof';

const authRouteTable: ApiRoute[] = [
  defineRoute(authContracts.login, {
    auth: 'public',
    handler: async ({ body: input, deps: { db, config }, request, reply }) => {
      const email = input.email.toLowerCase();
      void reply.header('cache-control', 'no-store'); // the answer carries the session token
      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
      const { ok, key } = await checkLoginPassword(db, request, email, user?.passwordHash, input.password);
      const admitted = ok && !!user && user.active;
      await finishAttempt(db, email, key, admitted);
      if (!admitted) throw new HttpError(401, translate('common:errors.invalidCredentials'));
      // The dashboard's language, for what is written to them (the weekly "who to call", people/health/weekly.ts).
      const lang = requestLanguage(request);
      if (user.lang !== lang) await db.update(adminUsers).set({ lang }).where(eq(adminUsers.id, user.id));
      return afterPassword({ db, config }, request, reply, { ...user, role: user.role as StaffRole });
    },
  }),

  defineRoute(authContracts.logout, {
    auth: 'public',
    handler: async ({ deps: { db }, request, reply }) => {
      // Any session the request carries, a pending one too (crossSiteWrite: not from a foreign page).
      await resolveAdmin(db, request);
      if (request.sessionToken && !crossSiteWrite(request)) await deleteSession(db, request.sessionToken);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  }),

  defineRoute(authContracts.me, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ admin }) => ({ data: admin }),
  }),
];

export function authRoutes(app: FastifyInstance, deps: Omit<ApiDeps, 'publicWriteLimit'>): void {
  registerRoutes(app, { ...deps, publicWriteLimit: deps.config.RATE_LIMIT_PUBLIC_WRITES }, [
    ...authRouteTable,
    ...secondFactorRoutes,
    ...passwordLinkRoutes,
    ...passkeyRoutes,
    ...passkeyProofRoutes,
  ]);
}
