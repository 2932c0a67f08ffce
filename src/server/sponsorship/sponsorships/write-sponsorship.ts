import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { children } from '~/server/core/db/schema';
import { sponsorshipPayments, sponsorships, unplacedSponsorships } from '~/server/core/db/sponsorship-schema';
import {
  placeableFor,
  releaseHold,
  sponsorshipReference,
  type PurchaseWriter,
  type SponsorshipDetails,
  type WrittenPurchase,
} from '~/server/giving';
import { translate } from '~/shared/i18n';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';

/** The child's active sponsorship when this sponsor holds it: a plan's month belongs to it. */
async function activeSponsorshipOf(tx: Db, childId: string, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.childId, childId),
        eq(sponsorships.status, 'active'),
        sql`lower(${sponsorships.sponsorEmail}) = ${email.toLowerCase()}`,
      ),
    );
  return row?.id ?? null;
}

/** The sponsor as a supporter (found by address, or made), in the payment's transaction. */
const sponsorOf = (tx: Db, s: SponsorshipDetails) =>
  findOrCreateSupporter(tx, { email: s.sponsorEmail, name: s.sponsorName, phone: s.sponsorPhone, lang: s.lang });

async function recordPaid(
  tx: Db,
  paymentId: string,
  s: SponsorshipDetails,
  sponsorshipId: string | null,
  supporterId: string | null,
) {
  const [row] = await tx
    .insert(sponsorshipPayments)
    .values({
      paymentId,
      supporterId,
      childId: s.childId,
      sponsorshipId,
      sponsorName: s.sponsorName,
      sponsorEmail: s.sponsorEmail,
      sponsorPhone: s.sponsorPhone,
      amount: s.amount.toFixed(2),
      paymentMethod: s.paymentMethod,
      paymentFrequency: s.paymentFrequency,
    })
    .returning({ id: sponsorshipPayments.id });
  return {
    body: {
      message: translate('validation:payment.sponsored', { name: s.childName }),
      data: answerData(row!.id, s),
    },
    mail: { type: 'sponsorship-confirmation', sponsorshipPaymentId: row!.id, lang: s.lang },
  } satisfies WrittenPurchase;
}

/** The sponsorship payment as its answer names it (docs/product.md: `{ _id, childId, amount, paymentMethod, paymentFrequency }`). */
const answerData = (id: string, s: SponsorshipDetails) => ({
  _id: id,
  childId: s.childId,
  amount: s.amount,
  paymentMethod: s.paymentMethod,
  paymentFrequency: s.paymentFrequency,
});

/**
 * Money taken for a child who is no longer this payment's to give (staff let the hold
 * go, another sponsor has the child, the child left): recorded, the payer told kindly,
 * and kept for staff to settle (another child, a general gift, a refund). Never a second sponsor.
 */
async function recordUnplaced(tx: Db, paymentId: string, s: SponsorshipDetails, childExists: boolean) {
  const [row] = await tx
    .insert(unplacedSponsorships)
    .values({
      paymentId,
      supporterId: await sponsorOf(tx, s),
      childId: childExists ? s.childId : null,
      sponsorName: s.sponsorName,
      sponsorEmail: s.sponsorEmail,
      amount: s.amount.toFixed(2),
    })
    .returning({ id: unplacedSponsorships.id });
  return {
    body: {
      message: translate('sponsorshipStates:unplaced', { name: s.childName }),
      data: { ...answerData(row!.id, s), placed: false },
    },
    mail: { type: 'sponsorship-unplaced', unplacedId: row!.id, lang: s.lang },
    placed: false,
  } satisfies WrittenPurchase;
}

export const sponsorshipPurchase: PurchaseWriter<SponsorshipDetails> = {
  async write(tx, paymentId, s) {
    if (s.plan)
      return recordPaid(
        tx,
        paymentId,
        s,
        await activeSponsorshipOf(tx, s.childId, s.sponsorEmail),
        await sponsorOf(tx, s),
      );
    const [child] = await tx.select().from(children).where(eq(children.id, s.childId)).for('update');
    if (!child || !placeableFor(child, paymentId, s.holdReleased === true))
      return recordUnplaced(tx, paymentId, s, !!child);
    const now = new Date();
    const supporterId = await sponsorOf(tx, s);
    const [sponsorship] = await tx
      .insert(sponsorships)
      .values({
        childId: s.childId,
        supporterId,
        sponsorName: s.sponsorName,
        sponsorEmail: s.sponsorEmail,
        sponsorPhone: s.sponsorPhone,
        source: 'payment',
        paymentId,
        startedAt: now,
      })
      .returning({ id: sponsorships.id });
    await tx
      .update(children)
      .set({
        isSponsored: true,
        heldByPaymentId: null,
        heldUntil: null,
        sponsorshipId: sponsorship!.id,
        updatedAt: now,
      })
      .where(eq(children.id, s.childId));
    await bumpContentVersion(tx);
    return recordPaid(tx, paymentId, s, sponsorship!.id, supporterId);
  },
  // Only this payment's own hold: a child marked sponsored by hand, or held by another, is never undone.
  async release(tx, s, paymentId) {
    await releaseHold(tx, s.childId, paymentId);
  },
  reference: async (tx, paymentId) => {
    const [row] = await tx
      .select({ id: sponsorshipPayments.id })
      .from(sponsorshipPayments)
      .where(eq(sponsorshipPayments.paymentId, paymentId));
    if (row) return sponsorshipReference(row.id);
    const [unplaced] = await tx
      .select({ id: unplacedSponsorships.id })
      .from(unplacedSponsorships)
      .where(eq(unplacedSponsorships.paymentId, paymentId));
    return unplaced ? sponsorshipReference(unplaced.id) : null;
  },
};
