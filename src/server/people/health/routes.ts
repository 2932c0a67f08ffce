import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { publicBaseUrl } from '~/server/messaging';
import { translate } from '~/shared/i18n';
import { type StaffRole, SPONSORSHIP } from '~/shared/staff-roles';
import { healthCsv, healthPage, healthSummary } from './lists';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';

/** The lists name people: finance and sponsorship staff, and administrators. */
export const HEALTH_PEOPLE: readonly StaffRole[] = ['administrator', 'finance', 'sponsorship'];
/** The figures are aggregates: the viewer reads them too (docs/decisions/013-staff-roles-and-sign-in.md, nothing personal). */
export const HEALTH_FIGURES: readonly StaffRole[] = [...HEALTH_PEOPLE, 'viewer'];

/** Children in full to the roles that work with children; others read the name the public knows. */
const namesFor = (role: StaffRole) => (SPONSORSHIP.includes(role) ? 'full' : 'public');

/**
 * Sponsor health (docs/sponsor-health.md): retention and the lists of
 * people slipping away, each as CSV (who to call: call-routes.ts).
 */
export const sponsorHealthRoutes: ApiRoute[] = [
  defineRoute(sponsorHealthContracts.summary, {
    auth: 'admin',
    roles: HEALTH_FIGURES,
    handler: async ({ deps, admin }) => ({
      data: await healthSummary(
        { db: deps.db, now: new Date(), timeZone: deps.config.ORG_TIME_ZONE },
        HEALTH_PEOPLE.includes(admin.role),
      ),
    }),
  }),

  defineRoute(sponsorHealthContracts.list, {
    auth: 'admin',
    roles: HEALTH_PEOPLE,
    notFound: () => translate('adminValidation:health.noList'),
    handler: async ({ params, query, deps, admin, request, reply }) => {
      const ctx = { db: deps.db, now: new Date(), timeZone: deps.config.ORG_TIME_ZONE };
      const names = namesFor(admin.role);
      void reply.header('cache-control', 'private, no-store');
      if (query.format === 'json') return healthPage(ctx, params.list, names, query.page, query.pageSize);
      const base = publicBaseUrl(deps.config);
      const csv = await healthCsv(
        ctx,
        params.list,
        names,
        requestLanguage(request),
        (id) => `${base}/dashboard/supporters/${id}`,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sponsor-health-${params.list}.csv"`)
        .send(csv);
    },
  }),
];
