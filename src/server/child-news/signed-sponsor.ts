import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { givingLinkRevocations } from '~/server/db/giving-links-schema';
import { HttpError } from '~/server/http/errors';
import { givingSecret, givingTokenIssuedAt, verifyGivingToken } from '~/server/mail/giving-token';
import { givingText } from '~/server/recurring/texts';

/**
 * The address a signed giving link names (mail/giving-token.ts), as the giving page reads
 * it: 403 when it is tampered with, expired, or issued before its payer signed out of all
 * links. The sponsor's news and letters are reached with the same link.
 */
export async function signedSponsor(db: Db, token: string): Promise<string> {
  const email = verifyGivingToken(token, await givingSecret(db));
  if (email) {
    const [revoked] = await db
      .select({ before: givingLinkRevocations.revokedBefore })
      .from(givingLinkRevocations)
      .where(eq(givingLinkRevocations.email, email));
    if (!revoked || givingTokenIssuedAt(token) >= revoked.before.getTime()) return email;
  }
  throw new HttpError(403, givingText('errors.link'));
}
