import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { children, payments } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';

type ChildRow = typeof children.$inferSelect;

export interface StaffStateChange {
  /** What staff asked for: sponsored (by hand) or available. */
  isSponsored: boolean;
  /** Said for a held child: its pending payment lets go (approved later, it waits for staff). */
  releaseHold?: boolean;
}

/**
 * Locks a child for a staff change. A child held by a payment has that payment's row
 * locked first, in the order settlement takes them (payment, then child), so a staff
 * change and a settlement of the same child wait for each other, never deadlock.
 */
export async function lockChildForStaff(tx: Db, id: string): Promise<ChildRow> {
  const [peek] = await tx.select({ heldBy: children.heldByPaymentId }).from(children).where(eq(children.id, id));
  if (!peek) throw notFound();
  if (peek.heldBy)
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, peek.heldBy)).for('update');
  const [row] = await tx.select().from(children).where(eq(children.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The columns a staff change writes, respecting the child's state (payments/child-holds.ts):
 * - held: kept held while staff keep it "sponsored"; made available or sponsored by hand
 *   only when `releaseHold` says what happens to the pending payment (409 otherwise).
 *   The payment is marked so: if it is approved later its money is recorded for staff
 *   to settle (sponsorships/write-sponsorship.ts), never a second sponsor.
 * - available → sponsored: a sponsorship by staff's hand (sponsor unknown until told).
 * - sponsored → available: its sponsorship ends today.
 */
export async function staffStateChange(
  tx: Db,
  child: ChildRow,
  change: StaffStateChange,
  adminId: string,
): Promise<Partial<ChildRow>> {
  const now = new Date();
  const set: Partial<ChildRow> = {};
  let sponsored = child.isSponsored;
  if (child.heldByPaymentId) {
    const lapsed = !!child.heldUntil && child.heldUntil < now;
    if (!lapsed && !change.releaseHold) {
      if (change.isSponsored) return set;
      throw new HttpError(409, translate('sponsorshipStates:heldByPayment'));
    }
    if (!lapsed)
      await tx
        .update(payments)
        .set({ purchase: sql`coalesce(${payments.purchase}, '{}'::jsonb) || '{"holdReleased": true}'::jsonb` })
        .where(and(eq(payments.id, child.heldByPaymentId), eq(payments.status, 'pending')));
    Object.assign(set, { heldByPaymentId: null, heldUntil: null, isSponsored: false });
    sponsored = false;
  }
  if (change.isSponsored && !sponsored) {
    const [made] = await tx
      .insert(sponsorships)
      .values({ childId: child.id, source: 'staff', createdBy: adminId, startedAt: now })
      .returning({ id: sponsorships.id });
    Object.assign(set, { isSponsored: true, sponsorshipId: made!.id });
  } else if (!change.isSponsored && sponsored) {
    await tx
      .update(sponsorships)
      .set({ status: 'ended', endedAt: now })
      .where(and(eq(sponsorships.childId, child.id), eq(sponsorships.status, 'active')));
    // Back on the list: waiting for a sponsor from today.
    Object.assign(set, { isSponsored: false, sponsorshipId: null, waitingSince: now });
  }
  return set;
}
