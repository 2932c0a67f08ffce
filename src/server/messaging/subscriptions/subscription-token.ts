import type { Db } from '~/server/core/db/client';
import { storedSecret } from '~/server/core/db/stored-secret';
import { signAddressToken, verifyAddressToken } from '~/server/core/mail/signed-token';

/**
 * The signed link of the newsletter's double opt-in: `base64url(email).expiry.mac`
 * (signed-token.ts), with a key of its own (an unsubscribe link must not confirm a
 * subscription). Valid for a week; nothing is stored until it is followed.
 */
const SECRET_KEY = 'subscription_confirm_secret';
const PURPOSE = 'subscribe';
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

export const confirmSecret = (db: Db) => storedSecret(db, SECRET_KEY);

export const signConfirmToken = (email: string, secret: string, expiresAt = Date.now() + CONFIRM_TTL_MS): string =>
  signAddressToken(PURPOSE, email, secret, expiresAt);

/** The address a confirmation token was issued for; null when malformed, forged or expired. */
export const verifyConfirmToken = (token: unknown, secret: string, now = Date.now()): string | null =>
  verifyAddressToken(PURPOSE, token, secret, now);
