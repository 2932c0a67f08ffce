import { contract } from '~/shared/contract';
import { passwordChangeSchema } from '~/shared/schemas/site-settings';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { accountSecuritySchema, totpAddSchema, recoveryCodesSchema, freshProofSchema } from '~/shared/schemas/staff';
import { totpSetupSchema } from '~/shared/schemas/auth';
import { idParams } from '~/shared/schemas/common';

const tags = ['account'];

/** Your own account: password and second factors (src/server/staff/account/). */
export const accountContracts = {
  changePassword: contract({
    method: 'PUT',
    url: '/api/account/password',
    summary:
      'Change your own password (the current one is asked for); your other sessions end, this one stays signed in',
    tags,
    body: passwordChangeSchema,
    response: messageAnswerSchema,
  }),
  security: contract({
    method: 'GET',
    url: '/api/account/security',
    summary: 'Your second factors: the authenticator app, recovery codes left, passkeys',
    tags,
    response: accountSecuritySchema,
  }),
  totpSetup: contract({
    method: 'POST',
    url: '/api/account/totp/setup',
    status: 200,
    summary: 'Start adding an authenticator app: the secret as text, otpauth:// address and SVG QR code',
    tags,
    response: totpSetupSchema,
  }),
  totpConfirm: contract({
    method: 'POST',
    url: '/api/account/totp/confirm',
    status: 200,
    summary:
      'Confirm the authenticator app with its first code, your password given again; answers ten recovery codes (shown once); logged and e-mailed to you',
    tags,
    body: totpAddSchema,
    response: recoveryCodesSchema,
  }),
  totpRemove: contract({
    method: 'POST',
    url: '/api/account/totp/remove',
    status: 200,
    summary:
      'Remove your authenticator app and its recovery codes, with your password and a code (409 when it is the second factor you must keep); logged and e-mailed to you',
    tags,
    body: freshProofSchema,
    response: messageAnswerSchema,
  }),
  recoveryCodes: contract({
    method: 'POST',
    url: '/api/account/recovery-codes',
    status: 200,
    summary:
      'Ten new recovery codes, with your password and a code; the old ones stop working; logged and e-mailed to you',
    tags,
    body: freshProofSchema,
    response: recoveryCodesSchema,
  }),
  passkeyRemove: contract({
    method: 'POST',
    url: '/api/account/passkeys/:id/remove',
    status: 200,
    summary:
      'Remove one of your passkeys, with your password (and a code when you have an authenticator app, else a passkey confirmed just before on this session: POST /api/auth/passkey/proof); 409 when it is the second factor you must keep; logged and e-mailed to you',
    tags,
    params: idParams,
    body: freshProofSchema,
    response: messageAnswerSchema,
  }),
};
