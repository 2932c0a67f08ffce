import { randomUUID } from 'node:crypto';
import { createInvitation } from '~/server/staff/auth/staff-links';
import { conflict } from '~/server/core/http/errors';
import { idParams } from '~/server/core/http/parse';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { queueStaffLink, queueStaffNotice } from '~/server/staff/messages';
import { translate } from '~/shared/i18n';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { invitationInputSchema, staffChangeSchema, staffListSchema } from '~/shared/schemas/staff';
import { ADMINISTRATOR } from '~/shared/staff-roles';
import { accountExists, changeStaff, listStaff, resetSecondFactor, revokeInvitation } from './service';

const tags = ['staff'];
const notFound = () => translate('staff:api.notFound');

/** The Staff screen (administrators): people, their roles, invitations and second factors. */
export const staffRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/staff',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary: 'Everyone with an account (role, active, last sign-in, second factor) and the open invitations',
    tags,
    response: staffListSchema,
    handler: async ({ deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      return listStaff(deps.db);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/staff/invitations',
    status: 201,
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary: 'Invite a colleague by e-mail with a role: a one-time link, valid 72 hours, to choose a password',
    tags,
    body: invitationInputSchema,
    response: messageAnswerSchema,
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

  deleteRoute({
    url: '/api/staff/invitations/:id',
    roles: ADMINISTRATOR,
    summary: 'Withdraw an invitation not yet answered (its link stops working)',
    tags,
    notFound: () => translate('staff:api.invitationNotFound'),
    remove: (deps, id, by) => revokeInvitation(deps.db, by, id),
    message: () => translate('staff:api.invitationWithdrawn'),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/staff/:id',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      "Change a person's role or deactivate them (either ends their sessions at once), or reactivate them; the last active administrator stays one (409)",
    tags,
    params: idParams,
    notFound,
    body: staffChangeSchema,
    response: messageAnswerSchema,
    handler: async ({ params, body, admin, deps }) => {
      await changeStaff(deps.db, admin.id, params.id, body);
      return { message: translate('staff:api.changed') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/staff/:id/second-factor/reset',
    status: 200,
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      "Remove a colleague's authenticator app, recovery codes and passkeys (a lost phone); they are signed out and e-mailed, and set up a new one at their next sign-in",
    tags,
    params: idParams,
    notFound,
    response: messageAnswerSchema,
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
