import { badRequest } from '~/server/core/http/errors';

import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { newsletterContracts } from '~/shared/contracts/newsletter';
import { emailT } from '~/server/core/mail/layout';
import { nudge } from '~/server/core/mail/signals';

import { createSend, getSend, listSends } from './sends';
import { addressOf, isSubscribed, unsubscribe } from './unsubscribe';
import { CONTENT } from '~/shared/staff-roles';

function idempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw badRequest('Idempotency-Key: 1 to 200 visible ASCII characters');
  return header;
}

/** Takes the address a token names off the newsletter: the unsubscribe page's form and a mailbox's one click alike. */
async function unsubscribeWith(db: Db, config: Config, token: unknown) {
  await unsubscribe(db, await addressOf(db, config, token));
  return { message: emailT('api.unsubscribed') };
}

export const newsletterRoutes: ApiRoute[] = [
  defineRoute(newsletterContracts.send, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ body, admin, deps: { db }, request, reply }) => {
      const send = await createSend(db, {
        ...body,
        adminId: admin.id,
        idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
      });
      if (send.created) nudge(db, 'newsletter');
      else void reply.header('idempotent-replayed', 'true');
      return { message: emailT('api.sent'), data: { _id: send.id, total: send.total } };
    },
  }),

  defineRoute(newsletterContracts.sends, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ deps }) => ({ data: await listSends(deps.db) }),
  }),

  defineRoute(newsletterContracts.sendStatus, {
    auth: 'admin',
    roles: CONTENT,
    notFound: () => emailT('api.unknownSend'),
    handler: async ({ params, deps }) => ({ data: await getSend(deps.db, params.id) }),
  }),

  defineRoute(newsletterContracts.unsubscribeStatus, {
    auth: 'public',
    handler: async ({ query, deps: { db, config } }) => {
      const email = await addressOf(db, config, query.token);
      return { data: { email, subscribed: await isSubscribed(db, email) } };
    },
  }),

  defineRoute(newsletterContracts.unsubscribe, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps: { db, config } }) => unsubscribeWith(db, config, body.token),
  }),

  // RFC 8058 one-click: mailbox providers POST `List-Unsubscribe=One-Click`, form-encoded,
  // to the URL of the List-Unsubscribe header; the token alone decides whose address goes.
  defineRoute(newsletterContracts.oneClickUnsubscribe, {
    auth: 'public',
    rateLimit: 'mailbox-provider',
    handler: async ({ query, deps: { db, config } }) => unsubscribeWith(db, config, query.token),
  }),
];
