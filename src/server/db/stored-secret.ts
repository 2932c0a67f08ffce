import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { mailSettings } from '~/server/db/mail-schema';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A server secret generated on first use and kept in the database, so every instance
 * signs and checks with the same key (and a restart does not invalidate what was signed).
 */
export function storedSecret(db: Db, key: string): Promise<string> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let secret = perDb.get(key);
  if (!secret) {
    secret = (async () => {
      // Two instances starting together both try; the first insert wins and both read it.
      await db
        .insert(mailSettings)
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(mailSettings).where(eq(mailSettings.key, key));
      if (!row) throw new Error(`secret ${key} missing`);
      return row.value;
    })();
    secret.catch(() => perDb.delete(key));
    perDb.set(key, secret);
  }
  return secret;
}
