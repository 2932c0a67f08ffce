import { idParams } from '~/server/http/parse';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { translate } from '~/shared/i18n';
import { subscriptionInputSchema, subscriptionListSchema } from '~/shared/schemas/newsletter';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { SUBSCRIPTION_NOT_FOUND, deleteSubscription, listSubscriptions, subscribe } from './service';

const tags = ['subscriptions'];

export const subscriptionRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/subscriptions',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Subscribe to the newsletter (201 when new, 200 when already subscribed)',
    tags,
    body: subscriptionInputSchema,
    status: 201,
    response: messageAnswerSchema,
    handler: async ({ body, deps, reply }) => {
      const { created } = await subscribe(deps.db, body.email);
      // Says nothing more than "new" or "known": no ids, no dates.
      if (created) return { message: translate('common:newsletter.success') };
      void reply.code(200);
      return { message: translate('common:newsletter.already') };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/subscriptions',
    auth: 'admin',
    summary: 'All newsletter subscriptions, newest first (a bare array)',
    tags,
    response: subscriptionListSchema,
    handler: async ({ deps }) => listSubscriptions(deps.db),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/subscriptions/:id',
    auth: 'admin',
    summary: 'Delete a newsletter subscription',
    tags,
    params: idParams,
    notFound: SUBSCRIPTION_NOT_FOUND,
    response: messageAnswerSchema,
    handler: async ({ params, admin, deps }) => {
      await deleteSubscription(deps.db, params.id, admin.id);
      return { message: 'Subscription deleted successfully!' };
    },
  }),
];
