import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import '~/server/api/openapi/info';
import { badRequest, parseInput } from '~/server/http/errors';
import { emailT } from '~/server/mail/layout';
import { nudge } from '~/server/mail/signals';
import {
  sendNewsletterInputSchema as sendNewsletterSchema,
  unsubscribeTokenSchema as tokenSchema,
} from '~/shared/schemas/newsletter';
import { createSend, getSend, listSends } from './sends';
import { addressOf, isSubscribed, unsubscribe } from './unsubscribe';

const messageOnly = z.object({ message: z.string() });
const progress = z.object({
  _id: z.uuid(),
  subject: z.string(),
  audience: z.string(),
  status: z.enum(['queued', 'sending', 'done']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});

function idempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw badRequest('Idempotency-Key: 1 to 200 visible ASCII characters');
  return header;
}

export async function newsletterRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const { db, config } = deps;
  const publicWrite = { max: deps.publicWriteLimit, timeWindow: '1 minute' };

  app.post(
    '/api/send-newsletter',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Send a newsletter to every subscriber, or to one (subscriptionId); goes out in the background',
          description:
            'Answers 202 at once. The same request again (same Idempotency-Key header, or the same subject, ' +
            'message and audience within 10 minutes) answers with the first send instead of sending twice.',
          tags: ['newsletter'],
          body: sendNewsletterSchema,
          status: 202,
          response: z.object({ message: z.string(), data: z.object({ _id: z.uuid(), total: z.number().int() }) }),
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(sendNewsletterSchema, request.body);
      const send = await createSend(db, {
        ...input,
        idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
      });
      if (send.created) nudge(db, 'newsletter');
      else void reply.header('idempotent-replayed', 'true');
      return reply.code(202).send({ message: emailT('api.sent'), data: { _id: send.id, total: send.total } });
    },
  );

  app.get(
    '/api/newsletter/sends',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'The 20 most recent newsletter sends with their progress',
          tags: ['newsletter'],
          response: z.object({ data: z.array(progress) }),
        },
      },
    },
    async () => ({ data: await listSends(db) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/newsletter/sends/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Progress of one newsletter send, with the reasons of failed deliveries',
          tags: ['newsletter'],
          response: z.object({
            data: progress.extend({
              failures: z.array(z.object({ email: z.string(), reason: z.string().nullable() })),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await getSend(db, request.params.id) }),
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/unsubscribe/status',
    {
      config: {
        auth: 'public',
        openapi: {
          summary: 'The address an unsubscribe token stands for, and whether it is still subscribed (changes nothing)',
          tags: ['newsletter'],
          query: tokenSchema,
          response: z.object({ data: z.object({ email: z.string(), subscribed: z.boolean() }) }),
        },
      },
    },
    async (request) => {
      const email = await addressOf(db, config, request.query.token);
      return { data: { email, subscribed: await isSubscribed(db, email) } };
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      config: {
        auth: 'public',
        rateLimit: publicWrite,
        openapi: {
          summary: 'Unsubscribe the address of a signed token (from the link in every newsletter)',
          tags: ['newsletter'],
          body: tokenSchema,
          response: messageOnly,
        },
      },
    },
    async (request) => {
      const { token } = parseInput(tokenSchema, request.body);
      await unsubscribe(db, await addressOf(db, config, token));
      return { message: emailT('api.unsubscribed') };
    },
  );

  // RFC 8058 one-click: mailbox providers POST `List-Unsubscribe=One-Click`, form-encoded,
  // to the URL of the List-Unsubscribe header. Their servers post for many users from few
  // addresses, so the limit is wider; the token alone decides whose address goes.
  await app.register(async (scope) => {
    const form = 'application/x-www-form-urlencoded';
    if (scope.hasContentTypeParser(form)) scope.removeContentTypeParser(form);
    scope.addContentTypeParser(form, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Querystring: { token?: string } }>(
      '/api/unsubscribe/one-click',
      {
        config: {
          auth: 'public',
          rateLimit: { max: Math.max(deps.publicWriteLimit, 600), timeWindow: '1 minute' },
          openapi: {
            summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target of every newsletter',
            description:
              'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); the token is in the query.',
            tags: ['newsletter'],
            query: tokenSchema,
            response: messageOnly,
          },
        },
      },
      async (request) => {
        await unsubscribe(db, await addressOf(db, config, request.query.token));
        return { message: emailT('api.unsubscribed') };
      },
    );
  });
}
