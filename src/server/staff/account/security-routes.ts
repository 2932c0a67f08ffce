import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { accountContracts } from '~/shared/contracts/account';
import { translate } from '~/shared/i18n';

import { EVERY_ROLE } from '~/shared/staff-roles';
import { confirmTotp, removePasskey, removeTotp, replaceRecoveryCodes, securityOf, startTotp } from './security';

const roles = EVERY_ROLE;

/** Your own second factors (the Account screen): the authenticator app, recovery codes, passkeys. */
export const securityRoutes: ApiRoute[] = [
  defineRoute(accountContracts.security, {
    auth: 'admin',
    roles,
    handler: async ({ admin, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { data: await securityOf(deps.db, deps.config, admin) };
    },
  }),
  defineRoute(accountContracts.totpSetup, {
    auth: 'admin',
    roles,
    handler: async ({ admin, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { data: await startTotp(deps.db, deps.config, admin, request.sessionToken!) };
    },
  }),
  defineRoute(accountContracts.totpConfirm, {
    auth: 'admin',
    roles,
    handler: async ({ admin, body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { recoveryCodes: await confirmTotp(deps, admin, request.sessionToken!, body) };
    },
  }),
  defineRoute(accountContracts.totpRemove, {
    auth: 'admin',
    roles,
    handler: async ({ admin, body, deps, request }) => {
      await removeTotp(deps, admin, body, request.sessionToken!);
      return { message: translate('staff:api.authenticatorRemoved') };
    },
  }),
  defineRoute(accountContracts.recoveryCodes, {
    auth: 'admin',
    roles,
    handler: async ({ admin, body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { recoveryCodes: await replaceRecoveryCodes(deps, admin, body, request.sessionToken!) };
    },
  }),
  defineRoute(accountContracts.passkeyRemove, {
    auth: 'admin',
    roles,
    notFound: () => translate('staff:api.passkeyNotFound'),
    handler: async ({ admin, params, body, deps, request }) => {
      await removePasskey(deps, admin, params.id, body, request.sessionToken!);
      return { message: translate('staff:api.passkeyRemoved') };
    },
  }),
];
