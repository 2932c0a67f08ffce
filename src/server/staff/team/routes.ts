import { randomUUID } from 'node:crypto';
import { createInvitation } from '~/server/staff/auth/staff-links';
import { conflict } from '~/server/core/http/errors';

import { deleteRoute } from '~/server/core/http/record-routes';
import { staffContracts } from '~/shared/contracts/staff';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { queueStaffLink, queueStaffNotice } from '~/server/staff/messages';
import { translate } from '~/shared/i18n';

import { ADMINISTRATOR } from '~/shared/staff-roles';
import { accountExists, changeStaff, listStaff, resetSecondFactor, revokeInvitation } from './service';

const notFound = () => translate('staff:api.notFound');

/** The Staff screen (administrators): people, their roles, invitations and second factors. */
export const staffRoutes: ApiRoute[] = [
  defineRoute(staffContracts.list, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      return listStaff(deps.db);
    },
  }),

  defineRoute(staffContracts.invite, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ body, admin, deps }) => {
      if (await accountExists(deps.db, body.email)) throw conflict(translate('staff:api.alreadyStaff'));
      const { token, id } = await createInvitation(deps.db, admin.id, body);
      const outcome = await queueStaffLink(deps, {
        kind: 'staff-invitation',
        to: body.email.toLowerCase(),
        token,
        key: `staff-invitation:${id}`,
        name: body.name,
      });
      // "An invitation was e-mailed" only when it was queued (the mail log says why when not).
      const mailed = outcome === 'queued' || outcome === 'duplicate';
      return { message: translate(mailed ? 'staff:api.invited' : 'staff:api.invitedNotMailed', { email: body.email }) };
    },
  }),

  deleteRoute(staffContracts.withdrawInvitation, {
    roles: ADMINISTRATOR,
    notFound: () => translate('staff:api.invitationNotFound'),
    remove: (deps, id, by) => revokeInvitation(deps.db, by, id),
    message: () => translate('staff:api.invitationWithdrawn'),
  }),

  defineRoute(staffContracts.change, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    notFound,
    handler: async ({ params, body, admin, deps }) => {
      await changeStaff(deps.db, admin.id, params.id, body);
      return { message: translate('staff:api.changed') };
    },
  }),

  defineRoute(staffContracts.resetSecondFactor, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    notFound,
    handler: async ({ params, admin, deps }) => {
      const person = await resetSecondFactor(deps.db, admin.id, params.id);
      await queueStaffNotice(deps, {
        to: person.email,
        topic: 'second-factor-reset',
        key: `${person.id}:second-factor-reset:${randomUUID()}`,
        name: person.name,
      });
      return { message: translate('staff:api.secondFactorReset') };
    },
  }),
];
