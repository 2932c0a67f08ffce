import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { keptPlanMonths, keptPlans } from '~/server/core/db/kept-plans-schema';
import { payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import { sponsorshipReference } from '../payments/purchase-details';

/** A month of a child's sponsorship paid outside the site (a bank order, cash, a line of a statement). */
export interface SponsorshipMonth {
  childId: string;
  sponsorshipId: string;
  supporterId: string | null;
  sponsorName: string;
  sponsorEmail: string;
  sponsorPhone: string;
  amountMinor: number;
  /** How it was paid: 'bank', 'cash', 'momo', 'card'. */
  method: string;
  /** Who took it: the statement's provider, or the method for money staff received. */
  provider: string;
  providerRef?: string | null;
  feeMinor?: number | null;
  at: Date;
}

/** Money that came outside the site (a statement's line, a bank order, cash), as an approved payment of `kind`. */
export async function writeSettledPayment(
  tx: Db,
  kind: 'sponsorship' | 'child-gift',
  money: Pick<SponsorshipMonth, 'amountMinor' | 'method' | 'provider' | 'providerRef' | 'feeMinor' | 'at'> & {
    payerEmail: string;
  },
): Promise<string> {
  const [payment] = await tx
    .insert(payments)
    .values({
      kind,
      amountMinor: money.amountMinor,
      currency: 'RWF',
      method: money.method,
      provider: money.provider,
      providerRef: money.providerRef ?? null,
      status: 'approved',
      payerEmail: money.payerEmail || null,
      feeMinor: money.feeMinor ?? null,
      settledAt: money.at,
      createdAt: money.at,
    })
    .returning({ id: payments.id });
  return payment!.id;
}

/**
 * Writes such a month as the site writes a paid one (docs/accounting.md): an approved
 * payment and the sponsorship payment it bought (`SP-`), dated when the money came. So it is
 * in the child's and the sponsor's records and in the journal's sponsorship fund, whichever
 * way staff recorded it: "Record this month" on a kept plan, or a statement's line assigned.
 */
export async function writeSponsorshipMonth(
  tx: Db,
  month: SponsorshipMonth,
): Promise<{ paymentId: string; reference: string }> {
  const paymentId = await writeSettledPayment(tx, 'sponsorship', { ...month, payerEmail: month.sponsorEmail });
  const [row] = await tx
    .insert(sponsorshipPayments)
    .values({
      paymentId,
      childId: month.childId,
      sponsorshipId: month.sponsorshipId,
      sponsorName: month.sponsorName,
      sponsorEmail: month.sponsorEmail,
      sponsorPhone: month.sponsorPhone,
      supporterId: month.supporterId,
      amount: month.amountMinor.toFixed(2),
      // The column is text: a bank transfer is 'bank', cash 'cash', beside the site's card, momo and airtime.
      paymentMethod: month.method as PaymentMethod,
      paymentFrequency: 'monthly',
      createdAt: month.at,
    })
    .returning({ id: sponsorshipPayments.id });
  return { paymentId, reference: sponsorshipReference(row!.id) };
}

/** The month of the sponsorship's kept plan (if it has one) marked recorded by that payment, once. */
export async function markKeptMonth(
  tx: Db,
  sponsorshipId: string,
  period: string,
  paymentId: string,
  adminId: string,
): Promise<void> {
  const [plan] = await tx
    .select({ id: keptPlans.id })
    .from(keptPlans)
    .where(and(eq(keptPlans.sponsorshipId, sponsorshipId), eq(keptPlans.status, 'active')));
  if (plan)
    await tx
      .insert(keptPlanMonths)
      .values({ planId: plan.id, period, paymentId, recordedBy: adminId })
      .onConflictDoNothing();
}
