import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/api/deps';
import { adminUsers } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/http/route';
import { adminSchema, loginAnswerSchema, loginSchema } from '~/shared/schemas/auth';
import { dataOf, messageAnswerSchema } from '~/shared/schemas/record';
import { translate } from '~/shared/i18n';
import { getDummyHash, verifyPassword } from './password';
import { SESSION_COOKIE, createSession, deleteSession } from './session';
import { finishAttempt } from './throttle';
import { admitLoginAttempt } from './admit';
import { rememberDevice } from './device';
import { resolveAdmin } from './guard';

const tags = ['auth'];

const authRouteTable: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/auth/login',
    status: 200,
    auth: 'public',
    summary: 'Sign in: sets the session cookie and answers the token (for a bearer header)',
    tags,
    body: loginSchema,
    response: loginAnswerSchema,
    handler: async ({ body: input, deps: { db, config }, request, reply }) => {
      const email = input.email.toLowerCase();
      void reply.header('cache-control', 'no-store'); // the answer carries the session token
      await admitLoginAttempt(db, request, email);
      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
      await finishAttempt(db, email, request.ip, ok && !!user);
      if (!ok || !user) throw new HttpError(401, translate('common:errors.invalidCredentials'));

      const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_HOURS);
      void reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: expiresAt,
      });
      await rememberDevice(db, request, reply, email);
      return { token, user: { name: user.name, email: user.email } };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/auth/logout',
    status: 200,
    auth: 'public',
    summary: 'Sign out: ends the session (if any) and clears the cookie',
    tags,
    response: messageAnswerSchema,
    handler: async ({ deps: { db }, request, reply }) => {
      const admin = await resolveAdmin(db, request);
      if (admin && request.sessionToken) await deleteSession(db, request.sessionToken);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/auth/me',
    auth: 'admin',
    summary: 'The signed-in admin',
    tags,
    response: dataOf(adminSchema),
    handler: async ({ admin }) => ({ data: admin }),
  }),
];

export function authRoutes(app: FastifyInstance, deps: Omit<ApiDeps, 'publicWriteLimit'>): void {
  registerRoutes(app, { ...deps, publicWriteLimit: deps.config.RATE_LIMIT_PUBLIC_WRITES }, authRouteTable);
}
