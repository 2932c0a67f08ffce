import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { totpSetupSchema } from '~/shared/schemas/auth';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { accountSecuritySchema, freshProofSchema, recoveryCodesSchema, totpAddSchema } from '~/shared/schemas/staff';
import { EVERY_ROLE } from '~/shared/staff-roles';
import { confirmTotp, removePasskey, removeTotp, replaceRecoveryCodes, securityOf, startTotp } from './security';

const tags = ['account'];
const roles = EVERY_ROLE;

/** Your own second factors (the Account screen): the authenticator app, recovery codes, passkeys. */
export const securityRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/account/security',
    auth: 'admin',
    roles,
    summary: 'Your second factors: the authenticator app, recovery codes left, passkeys',
    tags,
    response: accountSecuritySchema,
    handler: async ({ admin, deps, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { data: await securityOf(deps.db, deps.config, admin) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/account/totp/setup',
    status: 200,
    auth: 'admin',
    roles,
    summary: 'Start adding an authenticator app: the secret as text, otpauth:// address and SVG QR code',
    tags,
    response: totpSetupSchema,
    handler: async ({ admin, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { data: await startTotp(deps.db, deps.config, admin, request.sessionToken!) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/account/totp/confirm',
    status: 200,
    auth: 'admin',
    roles,
    summary:
      'Confirm the authenticator app with its first code, your password given again; answers ten recovery codes (shown once); logged and e-mailed to you',
    tags,
    body: totpAddSchema,
    response: recoveryCodesSchema,
    handler: async ({ admin, body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { recoveryCodes: await confirmTotp(deps, admin, request.sessionToken!, body) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/account/totp/remove',
    status: 200,
    auth: 'admin',
    roles,
    summary:
      'Remove your authenticator app and its recovery codes, with your password and a code (409 when it is the second factor you must keep); logged and e-mailed to you',
    tags,
    body: freshProofSchema,
    response: messageAnswerSchema,
    handler: async ({ admin, body, deps, request }) => {
      await removeTotp(deps, admin, body, request.sessionToken!);
      return { message: translate('staff:api.authenticatorRemoved') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/account/recovery-codes',
    status: 200,
    auth: 'admin',
    roles,
    summary:
      'Ten new recovery codes, with your password and a code; the old ones stop working; logged and e-mailed to you',
    tags,
    body: freshProofSchema,
    response: recoveryCodesSchema,
    handler: async ({ admin, body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { recoveryCodes: await replaceRecoveryCodes(deps, admin, body, request.sessionToken!) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/account/passkeys/:id/remove',
    status: 200,
    auth: 'admin',
    roles,
    summary:
      'Remove one of your passkeys, with your password (and a code when you have an authenticator app, else a passkey confirmed just before on this session: POST /api/auth/passkey/proof); 409 when it is the second factor you must keep; logged and e-mailed to you',
    tags,
    params: idParams,
    notFound: () => translate('staff:api.passkeyNotFound'),
    body: freshProofSchema,
    response: messageAnswerSchema,
    handler: async ({ admin, params, body, deps, request }) => {
      await removePasskey(deps, admin, params.id, body, request.sessionToken!);
      return { message: translate('staff:api.passkeyRemoved') };
    },
  }),
];
