import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '~/server/core/db/client';
import { mailSettings } from '~/server/core/db/mail-schema';

const cache = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * The database a handle reaches: a transaction or savepoint shares its PgDialect with the
 * drizzle instance it came from (and only with it), so that names the database. A handle
 * without one names only itself: still correct, just read again more often.
 */
const scopeOf = (db: Db): object => (db as unknown as { dialect?: object }).dialect ?? db;

const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

async function readOrCreate(db: Db, key: string): Promise<string> {
  // Two instances starting together both try; the first insert wins and both read it.
  await db
    .insert(mailSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.key, key));
  if (!row) throw new Error(`secret ${key} missing`);
  return row.value;
}

/**
 * A server secret generated on first use and kept in the database, so every instance
 * signs and checks with the same key (and a restart does not invalidate what was signed).
 * Read once per process and database: a transaction uses what its database already read
 * (a receipt signs its link inside the payment's transaction) but never fills the cache
 * itself, since what it wrote may yet be rolled back.
 */
export function storedSecret(db: Db, key: string): Promise<string> {
  const scope = scopeOf(db);
  let perDb = cache.get(scope);
  if (!perDb) cache.set(scope, (perDb = new Map()));
  const known = perDb.get(key);
  if (known) return known;
  if (inTransaction(db)) return readOrCreate(db, key);
  const secret = readOrCreate(db, key);
  secret.catch(() => perDb.delete(key));
  perDb.set(key, secret);
  return secret;
}
