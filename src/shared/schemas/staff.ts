import { z } from 'zod';
import { staffRoles } from '../staff-roles';
import { loginPassword, secondFactorCode } from './auth';
import { emailField, requiredText, messageKey } from './common';
import { isoDateTime, recordId } from './record';
import { translationPairs } from './translation';

const role = z.enum(staffRoles, { error: messageKey('staff.role') });
const token = z
  .string({ error: messageKey('staff.link') })
  .trim()
  .min(1, messageKey('staff.link'))
  .max(100, messageKey('staff.link'));
const password = z
  .string({ error: messageKey('staff.password') })
  .min(1, messageKey('staff.password'))
  .max(256, messageKey('staff.password'));

/** POST /api/staff/invitations: who is invited, and as what. */
export const invitationInputSchema = z.object({
  email: emailField('staff.email'),
  name: requiredText('staff.name', 120),
  role,
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** PATCH /api/staff/:id: a new role, or (de)activation. */
export const staffChangeSchema = z
  .object({ role: role.optional(), active: z.boolean().optional() })
  .refine((c) => c.role !== undefined || c.active !== undefined, { message: messageKey('staff.nothingToChange') });

export const staffMemberSchema = z.strictObject({
  _id: recordId,
  email: z.string(),
  name: z.string(),
  role,
  active: z.boolean(),
  lastSignInAt: isoDateTime.nullable(),
  secondFactor: z.strictObject({ totp: z.boolean(), passkeys: z.number().int() }),
  /** A field officer's centres (docs/field.md), by name; empty for the other roles. */
  centres: z.array(z.strictObject({ _id: recordId, name: z.string() })),
  /** The letter translations they make (docs/field.md#translation). */
  translates: z.array(z.enum(translationPairs)),
  createdAt: isoDateTime,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInvitationSchema = z.strictObject({
  _id: recordId,
  email: z.string(),
  name: z.string(),
  role,
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/staff: everyone with an account, and the invitations not yet answered. */
export const staffListSchema = z.strictObject({
  data: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** The invitation page: who the link is for. */
export const invitationLookupSchema = z.strictObject({
  data: z.strictObject({ email: z.string(), name: z.string(), role }),
});

export const invitationAcceptSchema = z.object({ token, password });
export const resetRequestSchema = z.object({ email: emailField('staff.email') });
/** A new password from a reset link; the passkeys go too unless the person keeps them (issue 37). */
export const resetPasswordSchema = z.object({ token, password, removePasskeys: z.boolean().default(true) });

/**
 * A fresh proof that it is the person, asked before any change to their second factors
 * whatever the session's age (issue 37): the password, and a code (authenticator or
 * recovery) when they have an authenticator app.
 */
export const freshProofSchema = z.object({
  password: loginPassword,
  currentCode: z.string().trim().max(40, messageKey('twoFactor.code')).optional(),
});
export type FreshProof = z.infer<typeof freshProofSchema>;

/** The fresh proof a signed-in person gives to add a passkey (a sign-in's enrolment gives none). */
export const passkeyProofSchema = freshProofSchema.partial();
/** The authenticator app confirmed with its first code, and the fresh proof. */
export const totpAddSchema = freshProofSchema.extend({
  code: secondFactorCode,
});
export const tokenQuerySchema = z.object({ token });

/** GET /api/account/security: the signed-in person's own second factors. */
export const accountSecuritySchema = z.strictObject({
  data: z.strictObject({
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(
      z.strictObject({ _id: recordId, name: z.string(), createdAt: isoDateTime, lastUsedAt: isoDateTime.nullable() }),
    ),
    /** STAFF_REQUIRE_2FA covers this person's role: the last second factor cannot be removed. */
    required: z.boolean(),
  }),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>['data'];

export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
