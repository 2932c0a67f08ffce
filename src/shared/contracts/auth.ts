import { contract } from '~/shared/contract';
import {
  loginSchema,
  loginAnswerSchema,
  adminSchema,
  pendingSignInSchema,
  secondFactorCodeSchema,
  totpSetupSchema,
  totpConfirmedSchema,
  passkeyOptionsSchema,
  passkeyAnswerSchema,
  passkeyRegisteredSchema,
} from '~/shared/schemas/auth';
import { messageAnswerSchema, dataOf } from '~/shared/schemas/record';
import {
  tokenQuerySchema,
  invitationLookupSchema,
  invitationAcceptSchema,
  passkeyProofSchema,
  resetRequestSchema,
  resetPasswordSchema,
} from '~/shared/schemas/staff';

const tags = ['auth'];

/** Signing in: password, second factors, passkeys, invitation and reset links (src/server/staff/auth/). */
export const authContracts = {
  login: contract({
    method: 'POST',
    url: '/api/auth/login',
    status: 200,
    summary: 'Sign in: sets the session cookie and answers the token (for a bearer header)',
    tags,
    body: loginSchema,
    response: loginAnswerSchema,
  }),
  logout: contract({
    method: 'POST',
    url: '/api/auth/logout',
    status: 200,
    summary: 'Sign out: ends the session (if any) and clears the cookie',
    tags,
    response: messageAnswerSchema,
  }),
  me: contract({
    method: 'GET',
    url: '/api/auth/me',
    summary: 'The signed-in person and their role',
    tags,
    response: dataOf(adminSchema),
  }),
  pendingSignIn: contract({
    method: 'GET',
    url: '/api/auth/second-factor',
    summary: 'The pending sign-in (after the password): which step is next and which methods the person has',
    tags,
    response: pendingSignInSchema,
  }),
  secondFactor: contract({
    method: 'POST',
    url: '/api/auth/second-factor',
    status: 200,
    summary:
      'Finish signing in with a code from the authenticator app, or a recovery code (each works once); five wrong codes end the attempt, ten in 15 minutes refuse every code of the account for 15 minutes (429)',
    tags,
    body: secondFactorCodeSchema,
    response: loginAnswerSchema,
  }),
  totpSetup: contract({
    method: 'POST',
    url: '/api/auth/totp/setup',
    status: 200,
    summary:
      'Enrolment at sign-in: a new authenticator secret for this pending sign-in (text, otpauth:// address, SVG QR code)',
    tags,
    response: totpSetupSchema,
  }),
  totpConfirm: contract({
    method: 'POST',
    url: '/api/auth/totp/confirm',
    status: 200,
    summary:
      'Enrolment at sign-in: the first code proves the app holds the secret; answers ten recovery codes (shown once) and opens the dashboard',
    tags,
    body: secondFactorCodeSchema,
    response: totpConfirmedSchema,
  }),
  invitation: contract({
    method: 'GET',
    url: '/api/auth/invitation',
    summary: 'Who an invitation link is for (404 once it is used, withdrawn or past its 72 hours)',
    tags,
    query: tokenQuerySchema,
    response: invitationLookupSchema,
  }),
  acceptInvitation: contract({
    method: 'POST',
    url: '/api/auth/invitation',
    status: 201,
    summary: 'Accept an invitation: the account is made with the password chosen; the link works once',
    tags,
    body: invitationAcceptSchema,
    response: messageAnswerSchema,
  }),
  requestReset: contract({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    status: 202,
    summary:
      'E-mail a password reset link to a staff address (one hour, once); the same answer whether the address has an account or not',
    tags,
    body: resetRequestSchema,
    response: messageAnswerSchema,
  }),
  resetLinkLive: contract({
    method: 'GET',
    url: '/api/auth/password-reset',
    summary:
      'Whether a reset link still works (404 once it is used, voided or past its hour): the page shows its form only then',
    tags,
    query: tokenQuerySchema,
    response: messageAnswerSchema,
  }),
  resetPassword: contract({
    method: 'POST',
    url: '/api/auth/password-reset',
    status: 200,
    summary:
      "Choose a new password from a reset link: the link works once, every session of the person's ends and their passkeys are removed (unless removePasskeys is false); e-mailed to them",
    tags,
    body: resetPasswordSchema,
    response: messageAnswerSchema,
  }),
  passkeySignInOptions: contract({
    method: 'POST',
    url: '/api/auth/passkey/sign-in/options',
    status: 200,
    summary: "Start signing in with a passkey (any of this site's, or the pending sign-in's person's)",
    tags,
    response: passkeyOptionsSchema,
  }),
  passkeySignIn: contract({
    method: 'POST',
    url: '/api/auth/passkey/sign-in',
    status: 200,
    summary: 'Sign in with a passkey (fingerprint, face or PIN on the device): no password needed',
    tags,
    body: passkeyAnswerSchema,
    response: loginAnswerSchema,
  }),
  passkeyRegisterOptions: contract({
    method: 'POST',
    url: '/api/auth/passkey/register/options',
    status: 200,
    summary:
      'Start adding a passkey: enrolling a second factor at sign-in, or signed in with your password given again (and a code when you have an authenticator app)',
    tags,
    body: passkeyProofSchema,
    response: passkeyOptionsSchema,
  }),
  passkeyRegister: contract({
    method: 'POST',
    url: '/api/auth/passkey/register',
    status: 201,
    summary: 'Add the passkey the device made; at enrolment, the dashboard opens',
    tags,
    body: passkeyAnswerSchema,
    response: passkeyRegisteredSchema,
  }),
  passkeyProofOptions: contract({
    method: 'POST',
    url: '/api/auth/passkey/proof/options',
    status: 200,
    summary: "Start confirming a change to how you sign in with one of your passkeys (the ceremony's options)",
    tags: ['account'],
    response: passkeyOptionsSchema,
  }),
  passkeyProof: contract({
    method: 'POST',
    url: '/api/auth/passkey/proof',
    status: 200,
    summary:
      "Your passkey's answer: the next change to how you sign in, on this session within five minutes, takes it as the proof beside your password; a wrong answer counts against the account's codes",
    tags: ['account'],
    body: passkeyAnswerSchema,
    response: messageAnswerSchema,
  }),
};
