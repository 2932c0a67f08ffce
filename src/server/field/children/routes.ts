import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { fieldContracts } from '~/shared/contracts/field';
import { FIELD } from '~/shared/staff-roles';
import { fieldChildren } from './service';

/** The children the phone caches (docs/field.md). */
export const fieldChildRoutes: ApiRoute[] = [
  defineRoute(fieldContracts.children, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps, admin, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await fieldChildren(deps.db, admin) };
    },
  }),
];
