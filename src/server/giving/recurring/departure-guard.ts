import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childDepartures } from '~/server/core/db/departure-schema';

/** Whether a plan waits, paused, for its sponsor's choice after their child left (it is resumed by that choice only). */
export async function awaitsDepartureChoice(tx: Db, planId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: childDepartures.id })
    .from(childDepartures)
    .where(and(eq(childDepartures.planId, planId), isNull(childDepartures.chosenAt)))
    .limit(1);
  return rows.length > 0;
}

/** Of these plans, those paused for their sponsor's choice after their child left. */
export async function plansAwaitingChoice(db: Db, planIds: readonly string[]): Promise<Set<string>> {
  if (!planIds.length) return new Set();
  const rows = await db
    .select({ planId: childDepartures.planId })
    .from(childDepartures)
    .where(and(inArray(childDepartures.planId, [...planIds]), isNull(childDepartures.chosenAt)));
  return new Set(rows.map((r) => r.planId).filter((id): id is string => !!id));
}
