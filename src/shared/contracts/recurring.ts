import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  adminPlanActionSchema,
  adminPlanListSchema,
  planAnswerSchema,
  recurringRevenueSchema,
  statementInputSchema,
} from '~/shared/schemas/giving';
import { preapprovalParams } from '~/shared/schemas/my-giving';
import { dataOf, messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['recurring'];

const preapprovalCallback = {
  url: '/api/giving/preapprovals/:ref/callback',
  summary:
    "MTN MoMo's notification for a pre-approval (body ignored, at most 16 KiB): confirmed with MTN's status call before anything changes; 404 for an unknown reference",
  tags: ['giving'],
  params: preapprovalParams,
  response: messageAnswerSchema,
};

/** Staff's Recurring section (src/server/giving/recurring/routes.ts), and MTN's pre-approval callbacks (preapproval-routes.ts). */
export const recurringContracts = {
  list: contract({
    method: 'GET',
    url: '/api/recurring',
    summary: 'Every monthly plan: lapsed first, then overdue, then by next due date',
    tags,
    response: adminPlanListSchema,
  }),
  setStatus: contract({
    method: 'POST',
    url: '/api/recurring/:id/status',
    summary: "Pauses, resumes or cancels a plan on the payer's request (409 when its status does not allow it)",
    tags,
    params: idParams,
    body: adminPlanActionSchema,
    response: planAnswerSchema,
  }),
  statement: contract({
    method: 'POST',
    url: '/api/recurring/statement',
    summary: "E-mails a donor's giving statement for a year (every method), with a link to their giving page",
    tags,
    body: statementInputSchema,
    status: 202,
    response: messageAnswerSchema,
  }),
  revenue: contract({
    method: 'GET',
    url: '/api/recurring/revenue',
    summary: 'Monthly recurring revenue (RWF) now and a month ago, and the number of active plans',
    tags,
    response: dataOf(recurringRevenueSchema),
  }),
  preapprovalCallback: contract({ method: 'POST', ...preapprovalCallback }),
  preapprovalCallbackPut: contract({ method: 'PUT', ...preapprovalCallback }),
};
