import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { queueStaffLink, queueStaffNotice } from '~/server/staff/messages';
import { translate } from '~/shared/i18n';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  invitationAcceptSchema,
  invitationLookupSchema,
  resetPasswordSchema,
  resetRequestSchema,
  tokenQuerySchema,
} from '~/shared/schemas/staff';
import { sha256 } from '~/server/core/auth/session';
import { acceptInvitation, createReset, invitationFor, resetIsLive, resetPassword } from './staff-links';

const tags = ['auth'];

/** The links staff receive by e-mail: an invitation to choose a password, a password reset. */
export const passwordLinkRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/auth/invitation',
    auth: 'public',
    summary: 'Who an invitation link is for (404 once it is used, withdrawn or past its 72 hours)',
    tags,
    query: tokenQuerySchema,
    response: invitationLookupSchema,
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      const invitation = await invitationFor(deps.db, query.token);
      if (!invitation) throw new HttpError(404, translate('staff:api.linkExpired'));
      return { data: invitation };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/auth/invitation',
    status: 201,
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Accept an invitation: the account is made with the password chosen; the link works once',
    tags,
    body: invitationAcceptSchema,
    response: messageAnswerSchema,
    handler: async ({ body, deps }) => {
      await acceptInvitation(deps.db, body.token, body.password);
      return { message: translate('staff:api.accountReady') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    status: 202,
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'E-mail a password reset link to a staff address (one hour, once); the same answer whether the address has an account or not',
    tags,
    body: resetRequestSchema,
    response: messageAnswerSchema,
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

  defineRoute({
    method: 'GET',
    url: '/api/auth/password-reset',
    auth: 'public',
    summary:
      'Whether a reset link still works (404 once it is used, voided or past its hour): the page shows its form only then',
    tags,
    query: tokenQuerySchema,
    response: messageAnswerSchema,
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      if (!(await resetIsLive(deps.db, query.token))) throw new HttpError(404, translate('staff:api.linkExpired'));
      return { message: translate('staff:api.linkLive') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/auth/password-reset',
    status: 200,
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      "Choose a new password from a reset link: the link works once, every session of the person's ends and their passkeys are removed (unless removePasskeys is false); e-mailed to them",
    tags,
    body: resetPasswordSchema,
    response: messageAnswerSchema,
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
