import { contract } from '~/shared/contract';
import { statsAnswerSchema, statsQuerySchema } from '~/shared/schemas/analytics';

/** The dashboard's analytics (src/server/giving/analytics/routes.ts). */
export const analyticsContracts = {
  stats: contract({
    method: 'GET',
    url: '/api/stats',
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
  }),
};
