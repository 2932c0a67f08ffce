import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed, expiring link token naming one e-mail address:
 * `_sealed(email).expiry(base36 ms).HMAC-SHA256(purpose:payload)`. The address is sealed
 * (AES-256-GCM under a key drawn from the link's secret and purpose), so a link seen in a
 * log, a forwarded e-mail or a browser's history does not show whose it is (issue 39.24).
 * The purpose is part of what is signed, so a token made for one use (confirming a
 * subscription) never works for another (the giving page), even under the same key.
 * Nothing is stored: the address and the expiry are read back from the token and checked
 * whole. The seal's nonce comes from the address and expiry, so one address and expiry
 * always give the same token (as before).
 *
 * Links sent before the seal carry `base64url(email)` (readable): they keep working until
 * they expire (30 days for the giving page, a week for a subscription's confirmation);
 * a sealed payload starts with `_`, which no base64url of an address's first byte does.
 */
const mac = (purpose: string, payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

const SEALED = '_';
const keyOf = (purpose: string, secret: string) => createHmac('sha256', secret).update(`seal:${purpose}`).digest();

/** Whether a token's first part is a sealed address (else a readable one, from before the seal). */
export const isSealed = (payload: string) => payload.startsWith(SEALED);

/**
 * An address sealed for links (AES-256-GCM): the nonce is drawn from `salt` (the expiry)
 * and the address, so the same inputs give the same text. Also used by unsubscribe links.
 */
export function seal(purpose: string, email: string, secret: string, salt: number | string): string {
  const key = keyOf(purpose, secret);
  const nonce = createHmac('sha256', key).update(`${salt}:${email}`).digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(email, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The address a sealed payload holds; null when it was not sealed by us for this purpose. */
export function unseal(purpose: string, payload: string, secret: string): string | null {
  const raw = Buffer.from(payload.slice(SEALED.length), 'base64url');
  if (raw.length < 12 + 3 + 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose, secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const withMac = (purpose: string, payload: string, secret: string) => `${payload}.${mac(purpose, payload, secret)}`;

export function signAddressToken(purpose: string, email: string, secret: string, expiresAt: number): string {
  const address = email.trim().toLowerCase();
  return withMac(purpose, `${seal(purpose, address, secret, expiresAt)}.${expiresAt.toString(36)}`, secret);
}

/** A token as links were made before the seal (tests of the old links that still work). */
export function signReadableAddressToken(purpose: string, email: string, secret: string, expiresAt: number): string {
  const payload = `${Buffer.from(email.trim().toLowerCase()).toString('base64url')}.${expiresAt.toString(36)}`;
  return withMac(purpose, payload, secret);
}

/** The address a token was issued for; null when malformed, forged, made for another purpose or expired. */
export function verifyAddressToken(purpose: string, token: unknown, secret: string, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const sealed = isSealed(match[1]!);
  const email = sealed ? unseal(purpose, match[1]!, secret) : Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expiresAt = parseInt(match[2]!, 36);
  if (!email || !email.includes('@') || email.length > 254 || !(expiresAt > now)) return null;
  // Exactly the token we would issue, compared whole (base64 decoding is lenient).
  const sign = sealed ? signAddressToken : signReadableAddressToken;
  const expected = Buffer.from(sign(purpose, email, secret, expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
