import { badRequest } from '~/server/core/http/errors';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { emailT } from '~/server/core/mail/layout';
import { nudge } from '~/server/core/mail/signals';
import {
  newsletterSendAnswerSchema,
  newsletterSendSchema,
  newsletterSendStatusSchema,
  sendNewsletterInputSchema,
  unsubscribeStatusSchema,
  unsubscribeTokenSchema,
} from '~/shared/schemas/newsletter';
import { dataOf, listOf, messageAnswerSchema } from '~/shared/schemas/record';
import { createSend, getSend, listSends } from './sends';
import { addressOf, isSubscribed, unsubscribe } from './unsubscribe';
import { CONTENT } from '~/shared/staff-roles';

const tags = ['newsletter'];

function idempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw badRequest('Idempotency-Key: 1 to 200 visible ASCII characters');
  return header;
}

export const newsletterRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/send-newsletter',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Send a newsletter to every subscriber, or to one (subscriptionId); goes out in the background',
    description:
      'Answers 202 at once. The same request again (same Idempotency-Key header, or the same subject, ' +
      'message and audience within 10 minutes) answers with the first send instead of sending twice.',
    tags,
    body: sendNewsletterInputSchema,
    status: 202,
    response: newsletterSendAnswerSchema,
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

  defineRoute({
    method: 'GET',
    url: '/api/newsletter/sends',
    auth: 'admin',
    roles: CONTENT,
    summary: 'The 20 most recent newsletter sends with their progress',
    tags,
    response: listOf(newsletterSendSchema),
    handler: async ({ deps }) => ({ data: await listSends(deps.db) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/newsletter/sends/:id',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Progress of one newsletter send, with the reasons of failed deliveries',
    tags,
    params: idParams,
    notFound: () => emailT('api.unknownSend'),
    response: dataOf(newsletterSendStatusSchema),
    handler: async ({ params, deps }) => ({ data: await getSend(deps.db, params.id) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/unsubscribe/status',
    auth: 'public',
    summary: 'The address an unsubscribe token stands for, and whether it is still subscribed (changes nothing)',
    tags,
    query: unsubscribeTokenSchema,
    response: unsubscribeStatusSchema,
    handler: async ({ query, deps: { db, config } }) => {
      const email = await addressOf(db, config, query.token);
      return { data: { email, subscribed: await isSubscribed(db, email) } };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/unsubscribe',
    status: 200,
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Unsubscribe the address of a signed token (from the link in every newsletter)',
    tags,
    body: unsubscribeTokenSchema,
    response: messageAnswerSchema,
    handler: async ({ body, deps: { db, config } }) => {
      await unsubscribe(db, await addressOf(db, config, body.token));
      return { message: emailT('api.unsubscribed') };
    },
  }),

  // RFC 8058 one-click: mailbox providers POST `List-Unsubscribe=One-Click`, form-encoded,
  // to the URL of the List-Unsubscribe header; the token alone decides whose address goes.
  defineRoute({
    method: 'POST',
    url: '/api/unsubscribe/one-click',
    status: 200,
    auth: 'public',
    rateLimit: 'mailbox-provider',
    formBody: true,
    summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target of every newsletter',
    description: 'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); the token is in the query.',
    tags,
    query: unsubscribeTokenSchema,
    response: messageAnswerSchema,
    handler: async ({ query, deps: { db, config } }) => {
      await unsubscribe(db, await addressOf(db, config, query.token));
      return { message: emailT('api.unsubscribed') };
    },
  }),
];
