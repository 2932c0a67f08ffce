import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { adminUsers } from '~/server/db/schema';
import { HttpError, parseInput } from '~/server/http/errors';
import { loginSchema } from '~/shared/schemas/auth';
import { translate } from '~/shared/i18n';
import { getDummyHash, verifyPassword } from './password';
import { SESSION_COOKIE, createSession, deleteSession } from './session';
import { finishAttempt } from './throttle';
import { admitLoginAttempt } from './admit';
import { rememberDevice } from './device';
import { resolveAdmin } from './guard';

export function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  const secureCookie = (request: { protocol: string }) => request.protocol === 'https';

  app.post('/api/auth/login', { config: { auth: 'public' } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
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
      secure: secureCookie(request),
      expires: expiresAt,
    });
    await rememberDevice(db, request, reply, email);
    return { token, user: { name: user.name, email: user.email } };
  });

  app.post('/api/auth/logout', { config: { auth: 'public' } }, async (request, reply) => {
    const admin = await resolveAdmin(db, request);
    if (admin && request.sessionToken) await deleteSession(db, request.sessionToken);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out' };
  });

  app.get('/api/auth/me', { config: { auth: 'admin' } }, async (request) => ({ data: request.admin }));
}
