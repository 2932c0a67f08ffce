import { and, eq } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { supporterDistinctPairs } from '~/server/core/db/import-runs-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { badRequest, notFound } from '~/server/core/http/errors';
import type { DistinctPair } from '~/shared/schemas/import-runs';

/**
 * "Not the same person" (docs/importing.md, "Duplicates"): staff say two supporters the
 * report paired are two people. The pair is stored once, in one order, so the report leaves
 * it out; each change is in the activity log, and it can be undone.
 */
const ordered = ({ a, b }: DistinctPair) => (a < b ? { a, b } : { a: b, b: a });
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Every pair said to be two people, as pairKey names them. */
export async function distinctKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ a: supporterDistinctPairs.supporterA, b: supporterDistinctPairs.supporterB })
    .from(supporterDistinctPairs);
  return new Set(rows.map((r) => pairKey(r.a, r.b)));
}

export async function markDistinct(db: Db, pair: DistinctPair, adminId: string): Promise<DistinctPair> {
  if (pair.a === pair.b) throw badRequest('b: a supporter is the same person as themselves');
  const { a, b } = ordered(pair);
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: supporters.id }).from(supporters).where(eq(supporters.id, a));
    const other = await tx.select({ id: supporters.id }).from(supporters).where(eq(supporters.id, b));
    if (!found.length || !other.length) throw notFound('No such supporter');
    const [row] = await tx
      .insert(supporterDistinctPairs)
      .values({ supporterA: a, supporterB: b, dismissedBy: adminId })
      .onConflictDoNothing()
      .returning({ id: supporterDistinctPairs.id });
    if (row) await recordActivity(tx, adminId, 'mark-distinct', 'supporter', a, { after: { distinctFrom: b } });
    return { a, b };
  });
}

export async function unmarkDistinct(db: Db, pair: DistinctPair, adminId: string): Promise<DistinctPair> {
  const { a, b } = ordered(pair);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(supporterDistinctPairs)
      .where(and(eq(supporterDistinctPairs.supporterA, a), eq(supporterDistinctPairs.supporterB, b)))
      .returning({ id: supporterDistinctPairs.id });
    if (!gone.length) throw notFound('These two supporters were not marked as two people');
    await recordActivity(tx, adminId, 'unmark-distinct', 'supporter', a, { before: { distinctFrom: b } });
    return { a, b };
  });
}
