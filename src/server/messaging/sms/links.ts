import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { smsLinks } from '~/server/core/db/sms-schema';
import { publicBaseUrl } from '~/server/messaging/newsletter/newsletter-message';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 10 characters of 57: about 58 bits, not guessable at any rate the public limit allows. */
const CODE_LENGTH = 10;
export const SHORT_LINK_PATTERN = /^[A-Za-z0-9]{10}$/;

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  // Rejection sampling: every character equally likely.
  for (const b of bytes) {
    if (b >= ALPHABET.length * 4) continue;
    code += ALPHABET[b % ALPHABET.length];
    if (code.length === CODE_LENGTH) return code;
  }
  return newCode();
}

/**
 * A short link for a text message (`{PUBLIC_URL}/s/<code>`) that leads to `url` until
 * `expiresAt`: a signed giving link is too long for one SMS.
 */
export async function shortLink(db: Db, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, url: string, expiresAt: Date) {
  const code = newCode();
  await db.insert(smsLinks).values({ code, url, expiresAt });
  return `${publicBaseUrl(config)}/s/${code}`;
}

/** Where a short link leads, or null (unknown, malformed or expired). */
export async function resolveShortLink(db: Db, code: string, now = new Date()): Promise<string | null> {
  if (!SHORT_LINK_PATTERN.test(code)) return null;
  const [row] = await db
    .select({ url: smsLinks.url })
    .from(smsLinks)
    .where(and(eq(smsLinks.code, code), gt(smsLinks.expiresAt, now)));
  return row?.url ?? null;
}
