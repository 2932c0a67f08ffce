import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';

/**
 * The child offered to a sponsor whose child left: the listed child waiting longest for
 * a sponsor (not held, not sponsored) whose monthly support the sponsor's monthly amount
 * covers (no amount: any). `lock` takes the row for the choice's transaction, skipping
 * a child another transaction is taking at the same instant.
 */
export async function offeredChild(tx: Db, amount: number | null, lock = false) {
  const query = tx
    .select()
    .from(children)
    .where(
      and(
        eq(children.listed, true),
        eq(children.isSponsored, false),
        isNull(children.heldByPaymentId),
        amount === null ? undefined : lte(children.monthlySupport, sql`${amount}`),
      ),
    )
    .orderBy(asc(children.waitingSince), asc(children.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { skipLocked: true }) : await query;
  return row ?? null;
}
