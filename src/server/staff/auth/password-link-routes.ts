import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { queueStaffLink, queueStaffNotice } from '~/server/staff/messages';
import { translate } from '~/shared/i18n';

import { sha256 } from '~/server/core/auth/session';
import { acceptInvitation, createReset, invitationFor, resetIsLive, resetPassword } from './staff-links';

/** The links staff receive by e-mail: an invitation to choose a password, a password reset. */
export const passwordLinkRoutes: ApiRoute[] = [
  defineRoute(authContracts.invitation, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      const invitation = await invitationFor(deps.db, query.token);
      if (!invitation) throw new HttpError(404, translate('staff:api.linkExpired'));
      return { data: invitation };
    },
  }),

  defineRoute(authContracts.acceptInvitation, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps }) => {
      await acceptInvitation(deps.db, body.token, body.password);
      return { message: translate('staff:api.accountReady') };
    },
  }),

  defineRoute(authContracts.requestReset, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      // Answer first, work after: the time taken says nothing about the address either.
      setImmediate(() => {
        createReset(deps.db, body.email)
          .then((reset) =>
            reset
              ? queueStaffLink(deps, {
                  kind: 'staff-password-reset',
                  to: body.email.toLowerCase(),
                  token: reset.token,
                  key: `staff-password-reset:${sha256(reset.token)}`,
                })
              : undefined,
          )
          .catch((err: unknown) => request.log.error({ err }, 'password reset not prepared'));
      });
      return { message: translate('staff:api.resetSent') };
    },
  }),

  defineRoute(authContracts.resetLinkLive, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      if (!(await resetIsLive(deps.db, query.token))) throw new HttpError(404, translate('staff:api.linkExpired'));
      return { message: translate('staff:api.linkLive') };
    },
  }),

  defineRoute(authContracts.resetPassword, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps }) => {
      const person = await resetPassword(deps.db, body.token, body.password, body.removePasskeys);
      await queueStaffNotice(deps, {
        to: person.email,
        topic: 'password-reset',
        key: `${person.id}:password-reset:${sha256(body.token)}`,
        name: person.name,
      });
      return { message: translate('staff:api.passwordReset') };
    },
  }),
];
