import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { children } from '~/server/db/schema';
import { sponsorshipPayments, sponsorships, unplacedSponsorships } from '~/server/db/sponsorship-schema';
import type { PurchaseWriter, WrittenPurchase } from '~/server/payments/purchase-writer';
import type { Language } from '~/shared/i18n';
import { translate } from '~/shared/i18n';
import type { PaymentMethod, SponsorshipFrequency } from '~/shared/schemas/payment-methods';
import { placeableFor, releaseHold } from './child-state';

/** The sponsorship as kept until its money is taken; the child is held for the payment meanwhile (child-state.ts). */
export interface SponsorshipDetails {
  childId: string;
  childName: string;
  sponsorName: string;
  sponsorEmail: string;
  sponsorPhone: string;
  amount: number;
  paymentMethod: PaymentMethod;
  paymentFrequency: SponsorshipFrequency;
  lang: Language;
  /** Set by staff who let go of this payment's hold (Sponsorship Management): an approval then needs them. */
  holdReleased?: boolean;
  /** A monthly plan's try (recurring/plan-ref.ts): a payment of the sponsorship that already exists. */
  plan?: unknown;
}

export const sponsorshipReference = (id: string) => `SP-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

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

async function recordPaid(tx: Db, paymentId: string, s: SponsorshipDetails, sponsorshipId: string | null) {
  const [row] = await tx
    .insert(sponsorshipPayments)
    .values({
      paymentId,
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
      data: {
        _id: row!.id,
        childId: s.childId,
        amount: s.amount,
        paymentMethod: s.paymentMethod,
        paymentFrequency: s.paymentFrequency,
      },
    },
    mail: { type: 'sponsorship-confirmation', sponsorshipPaymentId: row!.id, lang: s.lang },
  } satisfies WrittenPurchase;
}

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
      childId: childExists ? s.childId : null,
      sponsorName: s.sponsorName,
      sponsorEmail: s.sponsorEmail,
      amount: s.amount.toFixed(2),
    })
    .returning({ id: unplacedSponsorships.id });
  return {
    body: {
      message: translate('sponsorshipStates:unplaced', { name: s.childName }),
      data: {
        _id: row!.id,
        childId: s.childId,
        amount: s.amount,
        paymentMethod: s.paymentMethod,
        paymentFrequency: s.paymentFrequency,
        placed: false,
      },
    },
    mail: { type: 'sponsorship-unplaced', unplacedId: row!.id, lang: s.lang },
    placed: false,
  } satisfies WrittenPurchase;
}

export const sponsorshipPurchase: PurchaseWriter<SponsorshipDetails> = {
  async write(tx, paymentId, s) {
    if (s.plan) return recordPaid(tx, paymentId, s, await activeSponsorshipOf(tx, s.childId, s.sponsorEmail));
    const [child] = await tx.select().from(children).where(eq(children.id, s.childId)).for('update');
    if (!child || !placeableFor(child, paymentId, s.holdReleased === true))
      return recordUnplaced(tx, paymentId, s, !!child);
    const now = new Date();
    const [sponsorship] = await tx
      .insert(sponsorships)
      .values({
        childId: s.childId,
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
    return recordPaid(tx, paymentId, s, sponsorship!.id);
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
