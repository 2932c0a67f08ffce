import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { analyticsContracts } from '~/shared/contracts/analytics';
import { computeStats } from './stats';
import { EVERY_ROLE, SPONSORSHIP } from '~/shared/staff-roles';

export const analyticsRoutes: ApiRoute[] = [
  defineRoute(analyticsContracts.stats, {
    auth: 'admin',
    roles: EVERY_ROLE,
    // A child's full name only to the roles that see children's records (docs/decisions/013-staff-roles-and-sign-in.md); others the preferred name.
    handler: async ({ query, deps, admin }) => ({
      data: await computeStats(
        deps.db,
        query.period,
        new Date(),
        deps.config.ORG_TIME_ZONE,
        SPONSORSHIP.includes(admin.role) ? 'full' : 'public',
      ),
    }),
  }),
];
