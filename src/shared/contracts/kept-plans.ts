import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { keptMonthAnswerSchema, keptPlanListSchema } from '~/shared/schemas/kept-plans';

const tags = ['recurring'];

/** Monthly sponsorships kept by staff, bank and cash (src/server/giving/recurring/kept-plans.ts; docs/importing.md). */
export const keptPlanContracts = {
  list: contract({
    method: 'GET',
    url: '/api/recurring/kept',
    summary: "Every monthly plan paid by bank order or cash, kept by staff, with this month's state",
    tags,
    response: keptPlanListSchema,
  }),
  recordMonth: contract({
    method: 'POST',
    url: '/api/recurring/kept/:id/month',
    summary:
      "Records this month's gift of a plan kept by staff (an offline gift in the plan's method); 409 when this month is recorded already",
    tags,
    params: idParams,
    status: 201,
    response: keptMonthAnswerSchema,
  }),
};
