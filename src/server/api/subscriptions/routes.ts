import { idParams } from '~/server/http/parse';
import { pageInfo, setPageHeaders } from '~/server/http/paging';
import { pageQuerySchema } from '~/shared/schemas/paging';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { translate } from '~/shared/i18n';
import { requestLanguage } from '~/server/http/language';
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

  defineRoute({
    method: 'GET',
    url: '/api/subscriptions',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Newsletter subscriptions, newest first, a page at a time (a bare array; X-Total-Count and Link headers)',
    tags,
    query: pageQuerySchema(),
    response: subscriptionListSchema,
    handler: async ({ query, deps, request, reply }) => {
      const { rows, total } = await listSubscriptions(deps.db, query);
      setPageHeaders(request, reply, pageInfo(query, total));
      return rows;
    },
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/subscriptions/:id',
    auth: 'admin',
    roles: CONTENT,
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
