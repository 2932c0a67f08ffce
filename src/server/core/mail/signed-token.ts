import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed, expiring link token naming one e-mail address:
 * `base64url(email).expiry(base36 ms).HMAC-SHA256(purpose:payload)`. The purpose is
 * part of what is signed, so a token made for one use (confirming a subscription)
 * never works for another (the giving page), even under the same key. Nothing is
 * stored: the address and the expiry are read back from the token and checked whole.
 */
const mac = (purpose: string, payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

export function signAddressToken(purpose: string, email: string, secret: string, expiresAt: number): string {
  const payload = `${Buffer.from(email.trim().toLowerCase()).toString('base64url')}.${expiresAt.toString(36)}`;
  return `${payload}.${mac(purpose, payload, secret)}`;
}

/** The address a token was issued for; null when malformed, forged, made for another purpose or expired. */
export function verifyAddressToken(purpose: string, token: unknown, secret: string, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expiresAt = parseInt(match[2]!, 36);
  if (!email.includes('@') || email.length > 254 || !(expiresAt > now)) return null;
  // Exactly the token we would issue, compared whole (base64 decoding is lenient).
  const expected = Buffer.from(signAddressToken(purpose, email, secret, expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
