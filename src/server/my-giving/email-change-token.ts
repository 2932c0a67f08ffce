import { timingSafeEqual } from 'node:crypto';
import { signAddressToken, unseal } from '~/server/core/mail/signed-token';

/**
 * The link that confirms a change of a supporter's e-mail address, mailed to the NEW
 * address (issue 41): it names both addresses and expires after a day. The same shape as
 * every signed address link (`payload.expiry.mac`, signed-token.ts), its payload the two
 * addresses `old new` (an address holds no space), sealed like every address link (so the
 * link shows neither address) and signed under a purpose of its own with
 * the giving links' key: a giving link never confirms a change, and this never opens a
 * giving page. Nothing is stored until it is followed; it is spent once (used-tokens.ts).
 */
const PURPOSE = 'email-change';
export const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;

export interface EmailChange {
  from: string;
  to: string;
  expiresAt: number;
}

export const signEmailChangeToken = (change: EmailChange, secret: string) =>
  signAddressToken(PURPOSE, `${change.from} ${change.to}`, secret, change.expiresAt);

/** The change a token names; null when malformed, forged, made for another purpose or expired. */
export function verifyEmailChangeToken(token: unknown, secret: string, now = Date.now()): EmailChange | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  // Only sealed payloads: this link came after the seal, so no readable one was ever sent.
  const match = /^(_[A-Za-z0-9_-]+)\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const [from, to, ...rest] = (unseal(PURPOSE, match[1]!, secret) ?? '').split(' ');
  const expiresAt = parseInt(match[2]!, 36);
  if (!from?.includes('@') || !to?.includes('@') || rest.length || !(expiresAt > now)) return null;
  // Exactly the token we would issue, compared whole (base64 decoding is lenient).
  const expected = Buffer.from(signEmailChangeToken({ from, to, expiresAt }, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { from, to, expiresAt } : null;
}
