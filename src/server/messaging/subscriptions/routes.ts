import { bareListRoute, deleteRoute } from '~/server/core/http/record-routes';
import { subscriptionContracts } from '~/shared/contracts/subscriptions';

import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { requestLanguage } from '~/server/core/http/language';

import { SUBSCRIPTION_NOT_FOUND, deleteSubscription, listSubscriptions } from './service';
import { confirmRoute, requestSubscription } from './opt-in';
import { CONTENT } from '~/shared/staff-roles';

export const subscriptionRoutes: ApiRoute[] = [
  defineRoute(subscriptionContracts.subscribe, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      await requestSubscription(deps, body.email, requestLanguage(request));
      return { message: translate('common:newsletter.checkInbox') };
    },
  }),

  confirmRoute,

  bareListRoute(subscriptionContracts.list, {
    roles: CONTENT,
    list: listSubscriptions,
  }),

  deleteRoute(subscriptionContracts.remove, {
    roles: CONTENT,
    notFound: SUBSCRIPTION_NOT_FOUND,
    remove: (deps, id, by) => deleteSubscription(deps.db, id, by),
    message: () => 'Subscription deleted successfully!',
  }),
];
