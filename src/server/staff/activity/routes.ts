import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { activityPageSchema, activityQuerySchema } from '~/shared/schemas/activity';
import { listActivity } from './service';
import { ADMINISTRATOR } from '~/shared/staff-roles';

/** The activity log: read only (append-only, so there is no route that changes or deletes it). */
export const activityRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/activity',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      'Every staff change, newest first: who, what, which record, when, and for an edit the fields before and after; ?user=, ?entity=, ?entityId= filter',
    tags: ['activity'],
    query: activityQuerySchema,
    response: activityPageSchema,
    handler: async ({ query, deps }) => listActivity(deps.db, query),
  }),
];
