import { contract } from '~/shared/contract';
import { activityQuerySchema, activityPageSchema } from '~/shared/schemas/activity';

const tags = ['activity'];

/** The activity log (src/server/staff/activity/routes.ts). */
export const activityContracts = {
  list: contract({
    method: 'GET',
    url: '/api/activity',
    summary:
      'Every staff change, newest first: who, what, which record, when, and for an edit the fields before and after; ?user=, ?entity=, ?entityId= filter',
    tags,
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
};
