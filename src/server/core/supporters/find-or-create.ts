import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { type ConsentPurpose, supporterConsents, supporters } from '~/server/core/db/supporters-schema';

/** What a record tells about its person; every field may be missing. */
export interface SupporterDetails {
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  /** en, fr or rw: the language they wrote to us in. */
  lang?: string | null;
}

/** An address as supporters are matched by it: trimmed and lower-cased; null when there is none. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

const given = (v: string | null | undefined) => (v ?? '').trim();

/**
 * The supporter a record belongs to: the one with this address (normalised), created
 * when there is none. Meant to run inside the transaction that writes the record (pass the
 * transaction as `db`): the supporter and the record commit together. One statement, safe
 * under concurrency (two first gifts of one address at once make one supporter).
 *
 * A name, phone or language given replaces the supporter's (a person's latest details
 * are the ones they gave last); an empty one keeps what is there. Without an address a
 * new supporter is made when a name or phone is known (people without e-mail are not
 * matched); with nothing at all the answer is null.
 */
export async function findOrCreateSupporter(db: Db, who: SupporterDetails): Promise<string | null> {
  const email = normaliseEmail(who.email);
  const name = given(who.name);
  const phone = given(who.phone);
  const lang = given(who.lang);
  if (!email && !name && !phone) return null;
  const values = { email, name, phone, ...(lang ? { lang } : {}) };
  if (!email) {
    const [row] = await db.insert(supporters).values(values).returning({ id: supporters.id });
    return row!.id;
  }
  const [row] = await db
    .insert(supporters)
    .values(values)
    .onConflictDoUpdate({
      target: supporters.email,
      targetWhere: sql`${supporters.email} IS NOT NULL`,
      set: {
        name: sql`CASE WHEN excluded.name <> '' THEN excluded.name ELSE ${supporters.name} END`,
        phone: sql`CASE WHEN excluded.phone <> '' THEN excluded.phone ELSE ${supporters.phone} END`,
        ...(lang ? { lang } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: supporters.id });
  return row!.id;
}

/**
 * Records a consent given (or withdrawn) by a supporter for one purpose, with its date and
 * source; a consent given after a withdrawal is fresh (the later date wins when reading).
 */
export async function recordConsent(
  db: Db,
  c: { supporterId: string; purpose: ConsentPurpose; source: string; at?: Date; withdrawn?: boolean },
): Promise<void> {
  const at = c.at ?? new Date();
  const change = c.withdrawn
    ? { withdrawnAt: at, withdrawnSource: c.source, updatedAt: at }
    : { givenAt: at, givenSource: c.source, updatedAt: at };
  await db
    .insert(supporterConsents)
    .values({ supporterId: c.supporterId, purpose: c.purpose, ...change })
    .onConflictDoUpdate({ target: [supporterConsents.supporterId, supporterConsents.purpose], set: change });
}
