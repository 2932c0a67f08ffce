import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ownedBy, setNullRef } from './columns';
import { adminUsers } from './schema';

/**
 * Staff sign-in beyond the password: invitations, password resets, the
 * authenticator app's recovery codes and passkeys. Links carry a random token; only
 * its sha256 is stored, so a database dump opens no account.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: setNullRef('invited_by', () => adminUsers.id),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ownedBy('user_id', () => adminUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

export const recoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: ownedBy('user_id', () => adminUsers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

export const passkeys = pgTable(
  'staff_passkeys',
  {
    id: id(),
    userId: ownedBy('user_id', () => adminUsers.id),
    /** The credential id (base64url), as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn ceremony's challenge, held for five minutes under a random id in a cookie. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: id(),
  challenge: text('challenge').notNull(),
  userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Turns at the password check of an account being guessed at from everywhere (decision
 * 002): each unknown browser takes the next free moment, one delay after the previous
 * one, in one statement; parallel guesses queue instead of all waiting the same delay.
 */
export const loginTurns = pgTable('login_turns', {
  email: text('email').primaryKey(),
  nextAt: at('next_at').notNull(),
});
