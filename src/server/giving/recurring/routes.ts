import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { idParams } from '~/server/core/http/parse';
import { givingText } from '~/server/giving/recurring/texts';
import { dataOf, messageAnswerSchema } from '~/shared/schemas/record';
import {
  adminPlanActionSchema,
  adminPlanListSchema,
  planAnswerSchema,
  recurringRevenueSchema,
  statementInputSchema,
} from '~/shared/schemas/giving';
import { listPlans, recurringRevenue, sendStatement, staffChange } from './service';
import { EVERY_ROLE, FINANCE } from '~/shared/staff-roles';

const tags = ['recurring'];

/** Staff's Recurring section: monthly plans, changes on the payer's request, statements, MRR. */
export const recurringRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/recurring',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Every monthly plan: lapsed first, then overdue, then by next due date',
    tags,
    response: adminPlanListSchema,
    handler: async ({ deps }) => ({ data: await listPlans(deps.db) }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/recurring/:id/status',
    auth: 'admin',
    roles: FINANCE,
    summary: "Pauses, resumes or cancels a plan on the payer's request (409 when its status does not allow it)",
    tags,
    params: idParams,
    notFound: () => givingText('errors.notFound'),
    body: adminPlanActionSchema,
    response: planAnswerSchema,
    handler: async ({ params, body, deps, admin }) => ({
      message: givingText(`changed.${body.action}`),
      data: await staffChange(deps, admin.id, params.id, body.action, body.reason),
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/recurring/statement',
    auth: 'admin',
    roles: FINANCE,
    summary: "E-mails a donor's giving statement for a year (every method), with a link to their giving page",
    tags,
    body: statementInputSchema,
    status: 202,
    response: messageAnswerSchema,
    handler: async ({ body, deps, admin }) => {
      await sendStatement(deps, admin.id, body.email, body.year);
      return { message: givingText('statementQueued') };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/recurring/revenue',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary: 'Monthly recurring revenue (RWF) now and a month ago, and the number of active plans',
    tags,
    response: dataOf(recurringRevenueSchema),
    handler: async ({ deps }) => ({ data: await recurringRevenue(deps.db) }),
  }),
];
