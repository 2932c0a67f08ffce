import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { accountContracts } from '~/shared/contracts/account';

import { changeOwnPassword } from './password';
import { securityRoutes } from './security-routes';
import { passkeyRegisterRoutes } from './passkey-routes';
import { EVERY_ROLE } from '~/shared/staff-roles';
import { translate } from '~/shared/i18n';

export const accountRoutes: ApiRoute[] = [
  defineRoute(accountContracts.changePassword, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ body, admin, deps, request }) => {
      await changeOwnPassword(deps.db, admin.id, request.sessionToken ?? null, body);
      return { message: translate('adminSettings:password.changed') };
    },
  }),
  ...securityRoutes,
  ...passkeyRegisterRoutes,
];
