import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import type { PurchaseWriter, SettledWith } from '~/server/giving/payments/purchase-writer';
import { dayOfMonthFor, dueOn, firstPeriodAfter, nextPeriod, retryAt, runAt } from './calendar';
import { type PlanPurchase, type PlanRef, isMonthly, isSponsorship } from './plan-ref';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';

/** The last day of a card's expiry month ('YYYY-MM' → 'YYYY-MM-DD'): the card works through it. */
export function lastDayOf(month: string | undefined): string | null {
  if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * A monthly first payment settling creates its plan, a plan's try settling moves the
 * plan on, in the settlement's own transaction (api/index.ts wraps the
 * donation and sponsorship writers with `withPlans`): money taken and plan state can
 * never disagree, whichever process settles, however often.
 */
async function startPlan(tx: Db, paymentId: string, d: PlanPurchase, now: Date, card: SettledWith = {}) {
  const { cardToken } = card;
  const s = isSponsorship(d) ? d : null;
  const day = dayOfMonthFor(now);
  const period = firstPeriodAfter(now);
  const nextDueOn = dueOn(period, day);
  const email = (s ? s.sponsorEmail : 'email' in d ? d.email : '').trim().toLowerCase();
  if (!email) return;
  const payerName = s ? s.sponsorName : 'firstName' in d ? `${d.firstName} ${d.lastName}`.trim() : '';
  const payerPhone = s ? s.sponsorPhone : 'phone' in d ? d.phone : '';
  const supporterId = await findOrCreateSupporter(tx, { email, name: payerName, phone: payerPhone, lang: d.lang });
  const [plan] = await tx
    .insert(recurringPlans)
    .values({
      kind: s ? 'sponsorship' : 'donation',
      supporterId,
      payerEmail: email,
      payerName,
      payerPhone,
      lang: d.lang,
      amountRwf: d.amount,
      method: d.paymentMethod,
      childId: d.childId,
      target: s ? s.childName : 'target' in d ? d.target : '',
      dayOfMonth: day,
      period,
      nextDueOn,
      nextRunAt: runAt(nextDueOn),
      template: d,
      originPaymentId: paymentId,
      // A card plan keeps the processor's token of its first payment: later months are charged with it.
      cardToken: d.paymentMethod === 'card' ? (cardToken ?? null) : null,
      cardExpiresOn: d.paymentMethod === 'card' && cardToken ? lastDayOf(card.cardExpiry) : null,
    })
    .onConflictDoNothing()
    .returning({ id: recurringPlans.id });
  // The first month is the plan's first payment in its history.
  if (plan)
    await tx
      .insert(recurringCharges)
      .values({ planId: plan.id, period: now.toISOString().slice(0, 7), attempt: 0, status: 'paid', paymentId })
      .onConflictDoNothing();
}

async function markCharge(tx: Db, ref: PlanRef, status: 'paid' | 'failed', paymentId?: string) {
  const values = {
    planId: ref.planId,
    period: ref.period,
    attempt: ref.attempt,
    status,
    paymentId,
    updatedAt: new Date(),
  };
  await tx
    .insert(recurringCharges)
    .values(values)
    .onConflictDoUpdate({
      target: [recurringCharges.planId, recurringCharges.period, recurringCharges.attempt],
      set: { status, updatedAt: values.updatedAt, ...(paymentId ? { paymentId } : {}) },
    });
}

/**
 * A try paid: the month is collected, the plan moves to the next (a lapsed plan paid by
 * its payer is active again). A card paid on the hosted page brings its token: the plan
 * charges that card from now on (a plan without one, or whose card was replaced).
 */
export async function chargePaid(
  tx: Db,
  paymentId: string,
  ref: PlanRef,
  now = new Date(),
  card: SettledWith = {},
): Promise<void> {
  const { cardToken } = card;
  await markCharge(tx, ref, 'paid', paymentId);
  const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, ref.planId)).for('update');
  if (plan && cardToken && plan.method === 'card' && plan.status !== 'cancelled' && plan.cardToken !== cardToken)
    await tx
      .update(recurringPlans)
      .set({ cardToken, cardExpiresOn: lastDayOf(card.cardExpiry), cardNoticeFor: null })
      .where(eq(recurringPlans.id, plan.id));
  if (!plan || plan.period !== ref.period) return;
  const period = nextPeriod(plan.period);
  const nextDueOn = dueOn(period, plan.dayOfMonth);
  await tx
    .update(recurringPlans)
    .set({
      period,
      nextDueOn,
      nextRunAt: runAt(nextDueOn),
      failures: 0,
      lastPaidAt: now,
      status: plan.status === 'lapsed' ? 'active' : plan.status,
      updatedAt: now,
    })
    .where(eq(recurringPlans.id, plan.id));
}

/**
 * A try failed (declined, never approved, expired): tried again 1, 3 and 7 days after
 * the due date; after the last, the plan lapses. The payer and staff are told by the
 * scheduler (the charge's notified_at). A sponsored child stays sponsored: staff decide.
 */
export async function chargeFailed(tx: Db, ref: PlanRef, now = new Date()): Promise<void> {
  await markCharge(tx, ref, 'failed');
  const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, ref.planId)).for('update');
  // Only the try the plan is at counts (a late answer to an older try changes nothing).
  if (!plan || plan.period !== ref.period || plan.failures !== ref.attempt) return;
  const failures = plan.failures + 1;
  const next = retryAt(plan.nextDueOn, failures, now);
  const lapse = !next && plan.status === 'active';
  await tx
    .update(recurringPlans)
    .set({
      failures,
      ...(next ? { nextRunAt: next } : {}),
      ...(lapse ? { status: 'lapsed' as const } : {}),
      updatedAt: now,
    })
    .where(and(eq(recurringPlans.id, plan.id), eq(recurringPlans.failures, plan.failures)));
}

/** The donation and sponsorship writers, with plans: see the module's comment. */
export function withPlans<D>(writer: PurchaseWriter<D>): PurchaseWriter<D> {
  return {
    ...writer,
    async write(tx, paymentId, details, settled) {
      const written = await writer.write(tx, paymentId, details, settled);
      const d = details as PlanPurchase;
      if (d.plan) await chargePaid(tx, paymentId, d.plan, new Date(), settled ?? {});
      else if (isMonthly(d) && written.placed !== false) await startPlan(tx, paymentId, d, new Date(), settled ?? {});
      return written;
    },
    // A plan's try holds nothing (the child was sponsored before and stays so): only the plan moves on.
    async release(tx, details, paymentId, why) {
      const d = details as PlanPurchase;
      // A try whose request never left is asked again later (charge.ts): not a failure.
      if (d.plan) {
        if (why !== 'abandoned') await chargeFailed(tx, d.plan);
      } else await writer.release?.(tx, details, paymentId, why);
    },
  };
}
