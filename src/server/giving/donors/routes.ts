import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { donorListQuerySchema, donorPageSchema, donorQuerySchema, donorRecordSchema } from '~/shared/schemas/donor';
import { donorRecord, listDonors } from './service';
import { FINANCE } from '~/shared/staff-roles';

const tags = ['donors'];

/** Donors: the people behind donations, sponsorships and gift orders, grouped by e-mail (staff only). */
export const donorRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/donors',
    auth: 'admin',
    roles: FINANCE,
    summary:
      'Donors grouped by e-mail (lower-cased) over donations, sponsorships and gift orders received; most recent first; ?q= searches name and e-mail',
    tags,
    query: donorListQuerySchema,
    response: donorPageSchema,
    handler: async ({ query, deps }) => listDonors(deps.db, query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/donors/record',
    auth: 'admin',
    roles: FINANCE,
    summary: "One donor's contact details, totals and every gift, newest first (?email=)",
    tags,
    query: donorQuerySchema,
    response: donorRecordSchema,
    handler: async ({ query, deps }) => ({ data: await donorRecord(deps.db, query.email) }),
  }),
];
