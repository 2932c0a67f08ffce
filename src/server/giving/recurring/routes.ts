import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { givingText } from '~/server/giving/recurring/texts';
import { recurringContracts } from '~/shared/contracts/recurring';
import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { listKeptPlans, recordKeptMonth } from './kept-plans';
import { listPlans, recurringRevenue, sendStatement, staffChange } from './service';
import { EVERY_ROLE, FINANCE } from '~/shared/staff-roles';

/** Staff's Recurring section: monthly plans, changes on the payer's request, statements, MRR. */
export const recurringRoutes: ApiRoute[] = [
  defineRoute(recurringContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await listPlans(deps.db) }),
  }),

  defineRoute(recurringContracts.setStatus, {
    auth: 'admin',
    roles: FINANCE,
    notFound: () => givingText('errors.notFound'),
    handler: async ({ params, body, deps, admin }) => ({
      message: givingText(`changed.${body.action}`),
      data: await staffChange(deps, admin.id, params.id, body.action, body.reason),
    }),
  }),

  defineRoute(recurringContracts.statement, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ body, deps, admin }) => {
      await sendStatement(deps, admin.id, body.email, body.year);
      return { message: givingText('statementQueued') };
    },
  }),

  defineRoute(recurringContracts.revenue, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ deps }) => ({ data: await recurringRevenue(deps.db) }),
  }),

  defineRoute(keptPlanContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await listKeptPlans(deps.db, deps.config.ORG_TIME_ZONE) }),
  }),

  defineRoute(keptPlanContracts.recordMonth, {
    auth: 'admin',
    roles: FINANCE,
    notFound: () => givingText('errors.notFound'),
    handler: async ({ params, deps, admin }) => {
      const data = await recordKeptMonth(deps.db, params.id, admin.id, deps.config.ORG_TIME_ZONE);
      return { message: givingText('kept.recorded', { period: data.period }), data };
    },
  }),
];
