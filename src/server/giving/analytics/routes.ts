import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { statsAnswerSchema, statsQuerySchema } from '~/shared/schemas/analytics';
import { computeStats } from './stats';
import { EVERY_ROLE, SPONSORSHIP } from '~/shared/staff-roles';

export const analyticsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/stats',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary: 'Analytics for the dashboard: one period against the previous one of the same length',
    description:
      "Periods are calendar days in the organisation's time zone (ORG_TIME_ZONE, Africa/Kigali by default) " +
      'ending now (7d, 30d, 90d, 1y); the previous period is the same stretch of time moved back by the ' +
      'period. Series are bucketed by day (7d, 30d), ISO week (90d) or month (1y) in that time zone. Revenue counts approved payments only: RWF (donations and ' +
      'sponsorships) and USD (gift orders) are reported apart, never added. A percent change is null when ' +
      'the previous period had nothing and this one has something ("New").',
    tags: ['analytics'],
    query: statsQuerySchema,
    response: statsAnswerSchema,
    // A child's full name only to the roles that see children's records (DESIGN 9); others the preferred name.
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
