import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { givingLinkRevocations } from '~/server/core/db/giving-links-schema';
import { storedSecret } from '~/server/core/db/stored-secret';
import { HttpError } from '~/server/core/http/errors';
import { givingText } from '~/server/giving/recurring/texts';
import { signAddressToken, verifyAddressToken } from '~/server/core/mail/signed-token';

/** The refusal of a link that does not work (an API message, in the default language as givingText's). */
const givingLinkRefused = () => givingText('errors.link');

/**
 * The link to a payer's own giving page (/my-giving), in every receipt and sent on
 * request: signed with a key of its own, valid for 30 days. It names the address the
 * gifts were given with; whoever holds it sees and manages that address's gifts and plans.
 */
const SECRET_KEY = 'giving_link_secret';
const PURPOSE = 'giving';
export const GIVING_LINK_TTL_MS = 30 * 24 * 3600_000;

export const givingSecret = (db: Db) => storedSecret(db, SECRET_KEY);

export const signGivingToken = (email: string, secret: string, expiresAt = Date.now() + GIVING_LINK_TTL_MS) =>
  signAddressToken(PURPOSE, email, secret, expiresAt);

export const verifyGivingToken = (token: unknown, secret: string, now = Date.now()) =>
  verifyAddressToken(PURPOSE, token, secret, now);

/** When a giving token (already verified) was issued: its expiry less the link's lifetime. */
export const givingTokenIssuedAt = (token: string): number =>
  parseInt(token.split('.')[1] ?? '0', 36) - GIVING_LINK_TTL_MS;

/**
 * The address a signed giving link names, as the giving page and the sponsor's news and
 * letters read it: 403 when it is tampered with, expired, or issued before its payer
 * signed out of all links (refused like an expired one; the page offers a fresh link).
 */
export async function signedPayer(db: Db, token: string): Promise<string> {
  const email = verifyGivingToken(token, await givingSecret(db));
  if (email) {
    const [revoked] = await db
      .select({ before: givingLinkRevocations.revokedBefore })
      .from(givingLinkRevocations)
      .where(eq(givingLinkRevocations.email, email));
    if (!revoked || givingTokenIssuedAt(token) >= revoked.before.getTime()) return email;
  }
  throw new HttpError(403, givingLinkRefused());
}
