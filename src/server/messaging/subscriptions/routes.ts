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
      const lang = requestLanguage(request);
      await requestSubscription(deps, body.email, lang);
      // Shown as it is on the page that posted it (the footer's box, /subscribe): in its language.
      return { message: translate('common:newsletter.checkInbox', undefined, lang) };
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
