import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { sessions } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import { crossSiteWrite, readToken } from '~/server/core/auth/guard';
import { type PendingSession, findPendingSession } from '~/server/core/auth/session';

/** Wrong codes a pending sign-in may give before it ends (the password is then asked again). */
export const MAX_CODE_FAILURES = 5;

/** The pending sign-in the request carries (at `stage` when given), else 401. */
export async function requirePending(
  db: Db,
  request: FastifyRequest,
  stage?: PendingSession['stage'],
): Promise<PendingSession & { token: string }> {
  const { token, via } = readToken(request);
  const refused = () => new HttpError(401, translate('staff:api.signInAgain'));
  if (!token || (via === 'cookie' && crossSiteWrite(request))) throw refused();
  const pending = await findPendingSession(db, token);
  if (!pending || (stage && pending.stage !== stage)) throw refused();
  return { ...pending, token };
}

/** Counts a wrong code; the fifth ends the pending sign-in. */
export async function countWrongCode(db: Db, sessionId: string): Promise<void> {
  const [row] = await db
    .update(sessions)
    .set({ failures: sql`${sessions.failures} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ failures: sessions.failures });
  if (row && row.failures >= MAX_CODE_FAILURES) await db.delete(sessions).where(eq(sessions.id, sessionId));
}
