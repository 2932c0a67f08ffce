import { childPublicName } from '~/server/core/db/child-name';
import { and, count, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { children, payments } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import type { PaymentHold } from '~/server/giving/payments/purchase-writer';
import { translate } from '~/shared/i18n';

/**
 * A child is `available`, `held` (by one named pending payment, until `held_until`:
 * minutes) or `sponsored` (by one sponsorship, `sponsorship_id`; null for a child
 * marked by hand before sponsorships existed). SPEC's `is_sponsored` is kept true
 * while held or sponsored, so every list and answer reads as before.
 */
export type ChildState = 'available' | 'held' | 'sponsored';

type StateColumns = Pick<typeof children.$inferSelect, 'isSponsored' | 'heldByPaymentId' | 'heldUntil'>;

export function childStateOf(row: StateColumns): ChildState {
  if (row.heldByPaymentId) return 'held';
  return row.isSponsored ? 'sponsored' : 'available';
}

/** Available, or held by a payment whose hold has lapsed (the poller lets it go within seconds). */
const takeable = (now: Date) =>
  or(
    eq(children.isSponsored, false),
    and(isNotNull(children.heldByPaymentId), lt(children.heldUntil, now), sql`${children.sponsorshipId} IS NULL`),
  );

/** Children held right now by pending payments from one network. */
async function holdsOf(tx: Db, payerNet: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(children)
    .innerJoin(payments, eq(payments.id, children.heldByPaymentId))
    .where(and(isNotNull(children.heldByPaymentId), gt(children.heldUntil, now), eq(payments.payerNet, payerNet)));
  return Number(row?.n ?? 0);
}

/**
 * Holds a child for a payment about to be recorded, in its transaction: one conditional
 * UPDATE, so of two sponsors at the same instant one wins. Null when it is held or
 * sponsored already. A network already holding `maxPerNet` children is refused (429):
 * unpaid checkouts cannot empty the list.
 */
export async function holdChild(tx: Db, childId: string, hold: PaymentHold, maxPerNet: number) {
  const now = new Date();
  if (hold.payerNet && (await holdsOf(tx, hold.payerNet, now)) >= maxPerNet)
    throw new HttpError(429, translate('sponsorshipStates:tooManyHolds'), { 'retry-after': '600' });
  const [child] = await tx
    .update(children)
    .set({ isSponsored: true, heldByPaymentId: hold.paymentId, heldUntil: hold.holdUntil, updatedAt: now })
    .where(and(eq(children.id, childId), eq(children.listed, true), takeable(now)))
    .returning({ id: children.id, name: childPublicName });
  if (child) await bumpContentVersion(tx);
  return child ?? null;
}

/** Lets go of a child this payment holds; a child held by another or sponsored (by hand too) stays as it is. */
export async function releaseHold(tx: Db, childId: string, paymentId: string): Promise<void> {
  const released = await tx
    .update(children)
    .set({ isSponsored: false, heldByPaymentId: null, heldUntil: null, updatedAt: new Date() })
    .where(and(eq(children.id, childId), eq(children.heldByPaymentId, paymentId)))
    .returning({ id: children.id });
  if (released.length) await bumpContentVersion(tx);
}

/** Holds past their time go back on the list (the payments stay pending; see sponsorships/write-sponsorship.ts). */
export async function releaseLapsedHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(children)
      .set({ isSponsored: false, heldByPaymentId: null, heldUntil: null, updatedAt: now })
      .where(and(isNotNull(children.heldByPaymentId), lt(children.heldUntil, now)))
      .returning({ id: children.id });
    if (released.length) await bumpContentVersion(tx);
    return released.length;
  });
}

/** Whether this child, locked by the caller, may be given to this payment's sponsor now. */
export function placeableFor(
  child: StateColumns & Pick<typeof children.$inferSelect, 'sponsorshipId'>,
  paymentId: string,
  holdReleased: boolean,
  now = new Date(),
): boolean {
  if (child.heldByPaymentId === paymentId) return true;
  // Staff let go of this payment's hold on purpose: they decide, not the payment.
  if (holdReleased) return false;
  if (!child.isSponsored) return true;
  const lapsed = !!child.heldByPaymentId && !!child.heldUntil && child.heldUntil < now && !child.sponsorshipId;
  return lapsed;
}
