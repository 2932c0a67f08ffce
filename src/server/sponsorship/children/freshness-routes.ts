import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { freshnessContracts } from '~/shared/contracts/freshness';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { newsText } from '../child-news/texts';
import { readFreshnessSettings, saveFreshnessSettings } from './freshness';

/** The Site setting of freshness (docs/field.md#freshness). */
export const freshnessRoutes: ApiRoute[] = [
  defineRoute(freshnessContracts.settings, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps }) => ({ data: await readFreshnessSettings(deps.db) }),
  }),
  defineRoute(freshnessContracts.save, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ body, admin, deps }) => {
      await saveFreshnessSettings(deps.db, body, admin.id);
      return { message: newsText('freshnessSaved'), data: body };
    },
  }),
];
