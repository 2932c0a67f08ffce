import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { donorContracts } from '~/shared/contracts/donors';
import { donorRecord, listDonors } from './service';
import { FINANCE } from '~/shared/staff-roles';

/** Donors: the people behind donations, sponsorships and gift orders, grouped by e-mail (staff only). */
export const donorRoutes: ApiRoute[] = [
  defineRoute(donorContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => listDonors(deps.db, query),
  }),

  defineRoute(donorContracts.record, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => ({ data: await donorRecord(deps.db, query.email) }),
  }),
];
