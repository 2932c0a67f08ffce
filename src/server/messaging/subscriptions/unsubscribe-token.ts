import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailSettings } from '~/server/core/db/mail-schema';
import { isSealed, seal, unseal } from '~/server/core/mail/signed-token';

/**
 * An unsubscribe token is `_sealed(email).base64url(HMAC-SHA256(email))`: it holds the
 * address sealed (signed-token.ts: the page can show it, a reader of the link cannot),
 * and proves we issued it, without any state per subscriber. Tokens sent before the seal,
 * `base64url(email).mac`, are in every earlier newsletter and never expire: they keep
 * working. The key is UNSUBSCRIBE_SECRET, or else one generated on first use and
 * kept in the database, so every instance signs and checks with the same key.
 */
const SECRET_KEY = 'unsubscribe_secret';
const secrets = new WeakMap<Db, Promise<string>>();

export function unsubscribeSecret(db: Db, config: Pick<Config, 'UNSUBSCRIBE_SECRET'>): Promise<string> {
  if (config.UNSUBSCRIBE_SECRET) return Promise.resolve(config.UNSUBSCRIBE_SECRET);
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      // Two instances starting together both try; the first insert wins and both read it.
      await db
        .insert(mailSettings)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(mailSettings).where(eq(mailSettings.key, SECRET_KEY));
      if (!row) throw new Error('unsubscribe secret missing');
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (email: string, secret: string) =>
  createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url');

const PURPOSE = 'unsubscribe';

export function signUnsubscribeToken(email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  return `${seal(PURPOSE, address, secret, 'unsubscribe')}.${mac(address, secret)}`;
}

/** A token as unsubscribe links were made before the seal (still honoured). */
export function signReadableUnsubscribeToken(email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${mac(address, secret)}`;
}

/**
 * The address a token was issued for, or null when it is malformed or forged. The
 * token must be exactly the one we would issue for that address: base64 decoding is
 * lenient (spare bits, case of the address, surrounding spaces), so only a full
 * comparison with a fresh signature makes one token stand for one address.
 */
export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const sealed = isSealed(match[1]!);
  const email = sealed ? unseal(PURPOSE, match[1]!, secret) : Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (!email || !email.includes('@') || email.length > 254) return null;
  const expected = Buffer.from((sealed ? signUnsubscribeToken : signReadableUnsubscribeToken)(email, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
