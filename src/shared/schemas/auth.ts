import { z } from 'zod';
import { staffRoles } from '../staff-roles';
import { requiredText, messageKey } from './common';

/** The password as sign-in checks it (and a fresh proof, src/shared/schemas/staff.ts): one message whatever is wrong. */
export const loginPassword = z
  .string({ error: messageKey('login.password') })
  .min(1, messageKey('login.password'))
  .max(1000, messageKey('login.password'));

export const loginSchema = z.object({
  email: requiredText('login.email', 254),
  password: loginPassword,
});

const role = z.enum(staffRoles);

/** The signed-in person, as GET /api/auth/me answers it. */
export const adminSchema = z.strictObject({ id: z.uuid(), email: z.string(), name: z.string(), role });
export type AdminUser = z.infer<typeof adminSchema>;

/**
 * POST /api/auth/login (and each later step): the dashboard is open (`next: 'dashboard'`,
 * the session token, also set as the cookie), or a second step is due: the second
 * factor the person has, or its enrolment (STAFF_REQUIRE_2FA).
 */
export const loginAnswerSchema = z.discriminatedUnion('next', [
  z.strictObject({
    next: z.literal('dashboard'),
    token: z.string(),
    user: z.strictObject({ name: z.string(), email: z.string(), role }),
  }),
  z.strictObject({
    next: z.enum(['second-factor', 'enrol']),
    methods: z.strictObject({ totp: z.boolean(), passkey: z.boolean() }),
  }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A code from the authenticator app (six digits) or a recovery code. */
export const secondFactorCode = z
  .string({ error: messageKey('twoFactor.code') })
  .trim()
  .min(6, messageKey('twoFactor.code'))
  .max(40, messageKey('twoFactor.code'));
export const secondFactorCodeSchema = z.object({ code: secondFactorCode });

/** GET /api/auth/second-factor: the step a pending sign-in is at. */
export const pendingSignInSchema = z.strictObject({
  data: z.strictObject({
    stage: z.enum(['second-factor', 'enrol']),
    email: z.string(),
    methods: z.strictObject({ totp: z.boolean(), passkey: z.boolean() }),
    /** An enrolment because the site was restored from a backup, which keeps no authenticator app. */
    reason: z.literal('restored').optional(),
  }),
});

/** POST /api/auth/totp/setup: the secret as text, as an otpauth:// address and as an SVG QR code. */
export const totpSetupSchema = z.strictObject({
  data: z.strictObject({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
});

/** The authenticator confirmed: ten recovery codes, shown once, and (at enrolment) the open session. */
export const totpConfirmedSchema = z.strictObject({
  recoveryCodes: z.array(z.string()),
  session: loginAnswerSchema.optional(),
});

/** A WebAuthn ceremony's answer from the browser (checked by @simplewebauthn/server). */
export const passkeyAnswerSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  name: z.string().trim().max(60).optional(),
});

/** A passkey registered: and, at enrolment, the open session. */
export const passkeyRegisteredSchema = z.strictObject({
  message: z.string(),
  session: loginAnswerSchema.optional(),
});

/** WebAuthn options for the browser (PublicKeyCredential*OptionsJSON), passed to @simplewebauthn/browser. */
export const passkeyOptionsSchema = z.strictObject({ data: z.record(z.string(), z.unknown()) });
