import { onAStaffMember } from '../staff-member';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { fieldContracts } from '~/shared/contracts/field';
import { FIELD, SPONSORSHIP } from '~/shared/staff-roles';
import { fieldTextOf } from '../texts';
import { addCentre, listCentres, setStaffCentres } from './service';

/** The programme's centres, and which a field officer is assigned to (docs/field.md). */
export const centreRoutes: ApiRoute[] = [
  defineRoute(fieldContracts.centres, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps }) => ({ data: await listCentres(deps.db) }),
  }),

  defineRoute(fieldContracts.addCentre, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps, body, admin, request }) => {
      const t = fieldTextOf(request);
      return { message: t('api.centreAdded'), data: await addCentre(deps.db, admin.id, body.name, t) };
    },
  }),

  defineRoute(fieldContracts.staffCentres, {
    ...onAStaffMember,
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextOf(request);
      await setStaffCentres(deps.db, admin.id, params.id, body.centreIds, t);
      return { message: t('api.centresSaved') };
    },
  }),
];
