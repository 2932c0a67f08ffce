import { and, eq, isNull } from 'drizzle-orm';
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
