import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { ApiDeps } from '~/server/core/deps';
import { usedLinkTokens } from '~/server/core/db/giving-links-schema';
import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { HttpError, notFound } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/core/http/route';
import { mailContracts } from '~/shared/contracts/mail';
import { mailText } from '~/server/core/mail/mail-text';

import { applyRelayEvents } from './events';
import type { RelayContext, RelayReader } from './relay-auth';
import { brevo, postmark } from './relays-basic';
import { mailgun, sendgrid, ses } from './relays-signed';

/** A relay's batch (SendGrid sends up to a few thousand events at once); anything larger is not one: 413. */
const EVENTS_BODY_LIMIT = 1024 * 1024;
const FETCH_MS = 5000;
const READERS: RelayReader[] = [ses, mailgun, postmark, brevo, sendgrid];

function context(deps: ApiDeps): RelayContext {
  return {
    config: deps.config,
    async firstUse(key, until) {
      await deps.db.delete(usedLinkTokens).where(lt(usedLinkTokens.expiresAt, sql`now()`));
      const spent = await deps.db
        .insert(usedLinkTokens)
        .values({ mac: key, expiresAt: until })
        .onConflictDoNothing({ target: usedLinkTokens.mac })
        .returning({ mac: usedLinkTokens.mac });
      return spent.length > 0;
    },
    fetch(url) {
      assertOutsideTransaction('a mail relay');
      return fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_MS) });
    },
  };
}

const eventsRoute: ApiRoute = defineRoute(mailContracts.events, {
  auth: 'public',
  rateLimit: 'mailbox-provider',
  handler: async ({ params, deps, request }) => {
    const reader = READERS.find((r) => r.name === params.relay);
    if (!reader || !reader.configured(deps.config)) throw notFound(mailText('events.unknownRelay'));
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let events;
    try {
      events = await reader.read({ headers: request.headers, raw }, context(deps));
    } catch (err) {
      // Refused requests are recorded in the log (never in the tables: nothing is believed from them).
      if (err instanceof HttpError)
        request.log.warn({ relay: reader.name, status: err.statusCode }, 'mail event refused');
      throw err;
    }
    const done = await applyRelayEvents(deps.db, reader.name, events);
    request.log.info({ relay: reader.name, received: events.length, ...done }, 'mail events');
    return { message: mailText('events.received') };
  },
});

/** In a scope of its own: the body is kept as bytes (SendGrid signs the bytes), whatever its type. */
export function registerMailEventRoutes(app: FastifyInstance, deps: ApiDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EVENTS_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    registerRoutes(scope, deps, [eventsRoute]);
  });
}
