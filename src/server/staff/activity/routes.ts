import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { activityContracts } from '~/shared/contracts/activity';

import { listActivity } from './service';
import { ADMINISTRATOR } from '~/shared/staff-roles';

/** The activity log: read only (append-only, so there is no route that changes or deletes it). */
export const activityRoutes: ApiRoute[] = [
  defineRoute(activityContracts.list, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ query, deps }) => listActivity(deps.db, query),
  }),
];
