import { bareListRoute, deleteRoute } from '~/server/core/http/record-routes';
import { pageQuerySchema } from '~/shared/schemas/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { requestLanguage } from '~/server/core/http/language';
import { subscriptionInputSchema, subscriptionListSchema } from '~/shared/schemas/newsletter';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { SUBSCRIPTION_NOT_FOUND, deleteSubscription, listSubscriptions } from './service';
import { confirmRoute, requestSubscription } from './opt-in';
import { CONTENT } from '~/shared/staff-roles';

const tags = ['subscriptions'];

export const subscriptionRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/subscriptions',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Ask to subscribe: e-mails a confirmation link (double opt-in); one answer, subscribed or not',
    tags,
    body: subscriptionInputSchema,
    status: 201,
    response: messageAnswerSchema,
    handler: async ({ body, deps, request }) => {
      await requestSubscription(deps, body.email, requestLanguage(request));
      return { message: translate('common:newsletter.checkInbox') };
    },
  }),

  confirmRoute,

  bareListRoute({
    url: '/api/subscriptions',
    roles: CONTENT,
    summary: 'Newsletter subscriptions, newest first, a page at a time (a bare array; X-Total-Count and Link headers)',
    tags,
    query: pageQuerySchema(),
    response: subscriptionListSchema,
    list: listSubscriptions,
  }),

  deleteRoute({
    url: '/api/subscriptions/:id',
    roles: CONTENT,
    summary: 'Delete a newsletter subscription',
    tags,
    notFound: SUBSCRIPTION_NOT_FOUND,
    remove: (deps, id, by) => deleteSubscription(deps.db, id, by),
    message: () => 'Subscription deleted successfully!',
  }),
];
