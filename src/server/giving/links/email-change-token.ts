import { signAddressToken, verifyAddressToken } from '~/server/core/mail/signed-token';

/**
 * The link that confirms a change of a supporter's e-mail address, mailed to the NEW
 * address (issue 41): it names both addresses and expires after a day. The same shape as
 * every signed address link (`payload.expiry.mac`, signed-token.ts), its payload the two
 * addresses `old new` (an address holds no space), signed under a purpose of its own with
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
  // Read as every signed address link is (sealed since issue 39.24, so neither address shows in the link).
  const payload = verifyAddressToken(PURPOSE, token, secret, now);
  if (!payload || typeof token !== 'string') return null;
  const [from, to, ...rest] = payload.split(' ');
  if (!from?.includes('@') || !to?.includes('@') || rest.length) return null;
  return { from, to, expiresAt: parseInt(token.split('.')[1]!, 36) };
}
