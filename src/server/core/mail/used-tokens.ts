import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { usedLinkTokens } from '~/server/core/db/giving-links-schema';

/**
 * Spends a one-use signed link (signed-token.ts: `payload.expiry.mac`, already verified):
 * true the first time, false ever after. Only its signature is kept (no address), until
 * the link would have expired anyway; links past that are forgotten on the way.
 */
export async function spendToken(db: Db, token: string): Promise<boolean> {
  const [, expiry = '0', mac = ''] = token.split('.');
  const expiresAt = new Date(parseInt(expiry, 36));
  await db.delete(usedLinkTokens).where(lt(usedLinkTokens.expiresAt, sql`now()`));
  const spent = await db
    .insert(usedLinkTokens)
    .values({ mac, expiresAt })
    .onConflictDoNothing({ target: usedLinkTokens.mac })
    .returning({ mac: usedLinkTokens.mac });
  return spent.length > 0;
}

/** Whether a signed link was already followed. */
export async function isSpent(db: Db, token: string): Promise<boolean> {
  const mac = token.split('.')[2] ?? '';
  const [row] = await db.select().from(usedLinkTokens).where(eq(usedLinkTokens.mac, mac));
  return Boolean(row);
}
