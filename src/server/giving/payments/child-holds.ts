import { childPublicName } from '~/server/core/db/child-name';
import ipaddr from 'ipaddr.js';
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { children, payments } from '~/server/core/db/schema';
import { HttpError } from '~/server/core/http/errors';
import type { PaymentHold } from '~/server/giving/payments/purchase-writer';
import { type Language, defaultLanguage, translate } from '~/shared/i18n';

/**
 * A child is `available`, `held` (by one named pending payment, until `held_until`:
 * minutes) or `sponsored` (by one sponsorship, `sponsorship_id`; null for a child
 * marked by hand before sponsorships existed). docs/product.md's `is_sponsored` is kept true
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

/**
 * The network a hold counts against: an IPv4 address, or an IPv6 address's /56 (issue 37:
 * one client is commonly given a /56 and may use any /64 in it). Payments keep the /64
 * that the velocity limits count (`payerNet`); holds read the address itself.
 */
export function holdNetOf(ip: string | null | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return ip || null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const bytes = (address as ipaddr.IPv6).toByteArray().slice(0, 7);
  return `${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}/56`;
}

/** How many children one payer may hold at once: the configured number, and never more than their share of the waiting children. */
export interface HoldLimits {
  perPayer: number;
  /** The share (0-1] of the waiting children (available or held) that one network, e-mail or phone may hold; at least one. */
  share: number;
}

/** Whether this payer (by network, e-mail or phone) already holds as many children as they may. */
async function atHoldLimit(tx: Db, hold: PaymentHold, limits: HoldLimits, now: Date): Promise<boolean> {
  const held = await tx
    .select({ ip: payments.payerIp, email: payments.payerEmail, phone: payments.payerPhone })
    .from(children)
    .innerJoin(payments, eq(payments.id, children.heldByPaymentId))
    .where(and(isNotNull(children.heldByPaymentId), gt(children.heldUntil, now)));
  const [waiting] = await tx
    .select({ n: count() })
    .from(children)
    .where(
      and(
        eq(children.listed, true),
        or(eq(children.isSponsored, false), and(isNotNull(children.heldByPaymentId), isNull(children.sponsorshipId))),
      ),
    );
  const limit = Math.min(limits.perPayer, Math.max(1, Math.floor(Number(waiting?.n ?? 0) * limits.share)));
  const net = holdNetOf(hold.payerIp ?? null);
  const email = hold.payerEmail?.trim().toLowerCase() || null;
  const phone = hold.payerPhone || null;
  const byNet = net ? held.filter((h) => holdNetOf(h.ip) === net).length : 0;
  const byEmail = email ? held.filter((h) => h.email?.trim().toLowerCase() === email).length : 0;
  const byPhone = phone ? held.filter((h) => h.phone === phone).length : 0;
  return Math.max(byNet, byEmail, byPhone) >= limit;
}

/**
 * Holds a child for a payment about to be recorded, in its transaction: one conditional
 * UPDATE, so of two sponsors at the same instant one wins. Null when it is held or
 * sponsored already. A payer (an IPv6 /56 or IPv4 address, an e-mail, a phone) already
 * holding their limit is refused (429, in the visitor's language): unpaid checkouts
 * cannot empty the list.
 */
export async function holdChild(
  tx: Db,
  childId: string,
  hold: PaymentHold,
  limits: number | HoldLimits,
  lang: Language = defaultLanguage,
) {
  const now = new Date();
  const limit = typeof limits === 'number' ? { perPayer: limits, share: 1 } : limits;
  // A child already held or sponsored is that (409), whoever asks: the limit is for taking one.
  // The row is locked: a second payment at the same instant waits for the first to commit and
  // then finds the child taken (409), rather than finding the first one's hold counted against
  // its network's limit (429: two sponsors behind one address).
  const [open] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.listed, true), takeable(now)))
    .for('update');
  if (!open) return null;
  if (await atHoldLimit(tx, hold, limit, now))
    throw new HttpError(429, translate('sponsorshipStates:tooManyHolds', {}, lang), { 'retry-after': '600' });
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
