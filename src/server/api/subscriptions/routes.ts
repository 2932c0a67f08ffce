import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { subscriptionSchema } from '~/shared/schemas/newsletter';
import { translate } from '~/shared/i18n';
import '~/server/api/openapi/info';
import { parseBody, parseId } from '~/server/api/messages/input';
import { SUBSCRIPTION_NOT_FOUND, deleteSubscription, listSubscriptions } from './service';
import { confirmRoutes, requestSubscription } from './opt-in';
import { requestLanguage } from '~/server/http/language';

const messageOnly = z.object({ message: z.string() });

export function subscriptionsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.post(
    '/api/subscriptions',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary: 'Ask to subscribe: e-mails a confirmation link (double opt-in); one answer, subscribed or not',
          tags: ['subscriptions'],
          body: subscriptionSchema,
          status: 201,
          response: messageOnly,
        },
      },
    },
    async (request, reply) => {
      const { email } = parseBody(subscriptionSchema, request.body);
      await requestSubscription(deps, email, requestLanguage(request));
      return reply.code(201).send({ message: translate('common:newsletter.checkInbox') });
    },
  );

  confirmRoutes(app, deps);

  app.get(
    '/api/subscriptions',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'All newsletter subscriptions, newest first (a bare array)',
          tags: ['subscriptions'],
          response: z.array(z.object({ _id: z.uuid(), email: z.string(), createdAt: z.iso.datetime() })),
        },
      },
    },
    async () => listSubscriptions(db),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/subscriptions/:id',
    {
      config: {
        auth: 'admin',
        openapi: { summary: 'Delete a newsletter subscription', tags: ['subscriptions'], response: messageOnly },
      },
    },
    async (request) => {
      await deleteSubscription(db, parseId(request.params.id, SUBSCRIPTION_NOT_FOUND), request.admin!.id);
      return { message: 'Subscription deleted successfully!' };
    },
  );
}
