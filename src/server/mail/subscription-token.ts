import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '~/server/db/client';
import { storedSecret } from '~/server/db/stored-secret';

/**
 * The signed link of the newsletter's double opt-in: `base64url(email).expiry.mac`,
 * with a key of its own (an unsubscribe link must not confirm a subscription). Valid
 * for a week; nothing is stored until it is followed.
 */
const SECRET_KEY = 'subscription_confirm_secret';
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

export const confirmSecret = (db: Db) => storedSecret(db, SECRET_KEY);

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`subscribe:${payload}`).digest('base64url');

export function signConfirmToken(email: string, secret: string, expiresAt = Date.now() + CONFIRM_TTL_MS): string {
  const payload = `${Buffer.from(email.trim().toLowerCase()).toString('base64url')}.${expiresAt.toString(36)}`;
  return `${payload}.${mac(payload, secret)}`;
}

/** The address a confirmation token was issued for; null when malformed, forged or expired. */
export function verifyConfirmToken(token: unknown, secret: string, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expiresAt = parseInt(match[2]!, 36);
  if (!email.includes('@') || email.length > 254 || !(expiresAt > now)) return null;
  // Exactly the token we would issue, compared whole.
  const expected = Buffer.from(signConfirmToken(email, secret, expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
