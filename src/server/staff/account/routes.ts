import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { passwordChangeSchema } from '~/shared/schemas/site-settings';
import { changeOwnPassword } from './password';
import { securityRoutes } from './security-routes';
import { EVERY_ROLE } from '~/shared/staff-roles';

export const accountRoutes: ApiRoute[] = [
  defineRoute({
    method: 'PUT',
    url: '/api/account/password',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary:
      'Change your own password (the current one is asked for); your other sessions end, this one stays signed in',
    tags: ['account'],
    body: passwordChangeSchema,
    response: messageAnswerSchema,
    handler: async ({ body, admin, deps, request }) => {
      await changeOwnPassword(deps.db, admin.id, request.sessionToken ?? null, body);
      return { message: 'Your password has been changed.' };
    },
  }),
  ...securityRoutes,
];
