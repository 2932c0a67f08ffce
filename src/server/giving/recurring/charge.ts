import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { recurringPlans } from '~/server/core/db/recurring-schema';
import { recurringCharges } from '~/server/core/db/recurring-schema';
import { HttpError } from '~/server/core/http/errors';
import { hostedCard } from '~/server/giving/payments/instrument';
import type { PaymentInstrument } from '~/server/giving/payments/provider';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { type PaymentAnswer, takePayment } from '~/server/giving/payments/take-payment';
import { chargeFailed } from './settlement-hook';
import { type PlanPurchase, type PlanRef, chargeKey } from './plan-ref';

export type PlanRow = typeof recurringPlans.$inferSelect;

/**
 * No card data and no PIN are ever kept: a live card is charged with the processor's
 * token of its first payment (or, without one, paid on the processor's page), mobile
 * money approved on the phone.
 */
function instrumentOf(plan: PlanRow, byPayer: boolean): PaymentInstrument {
  if (plan.method === 'card') {
    const card = hostedCard(plan.payerName);
    // The payer's own "pay now" opens the card page: they may be paying with another card.
    return plan.cardToken && !byPayer ? { ...card, token: plan.cardToken } : card;
  }
  if (plan.method === 'airtime') return { type: 'airtime', phone: plan.payerPhone, pin: '' };
  return { type: 'mobile-money', phone: plan.payerPhone, pin: '' };
}

export type ChargeResult =
  | { status: 'paid' | 'pending'; paymentId: string | null; redirectUrl?: string }
  | { status: 'failed' }
  /** Not reached (provider unavailable): the claim stays and the same try is asked again later. */
  | { status: 'unknown' };

const paymentIdOf = (answer: PaymentAnswer) => {
  const data = (answer.body as { data?: { paymentId?: string; redirectUrl?: string } } | null)?.data;
  return { paymentId: data?.paymentId ?? null, redirectUrl: data?.redirectUrl };
};

/**
 * Asks for one try of one plan through the payments module, with the try's own
 * Idempotency-Key: asked again (after a crash, by a second instance) it is the same
 * payment, answered from the stored answer. Settlement moves the plan on
 * (settlement-hook.ts); a decline at once is recorded here the same way.
 */
export async function chargePlan(
  deps: PaymentDeps & { log?: FastifyBaseLogger },
  plan: PlanRow,
  ref: PlanRef,
  now = new Date(),
  opts: { byPayer?: boolean } = {},
): Promise<ChargeResult> {
  const details: PlanPurchase = { ...(plan.template as PlanPurchase), amount: plan.amountRwf, plan: ref };
  let answer: PaymentAnswer;
  try {
    answer = await takePayment({
      deps,
      log: deps.log,
      kind: plan.kind,
      amountMinor: plan.amountRwf,
      currency: 'RWF',
      method: plan.method,
      description: plan.kind === 'sponsorship' ? 'Monthly sponsorship' : 'Monthly donation',
      instrument: instrumentOf(plan, opts.byPayer ?? false),
      idempotencyKey: chargeKey(ref),
      payer: { email: plan.payerEmail, name: plan.payerName },
      purchase: [ref, plan.amountRwf],
      details: () => details,
      velocity: false,
    });
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 402 || error.statusCode === 400)) {
      // Declined at once (or the method is off now): this try failed; settlement never saw it.
      await deps.db.transaction((tx) => chargeFailed(tx, ref, now));
      deps.log?.info({ planId: plan.id, period: ref.period, attempt: ref.attempt }, 'plan payment failed');
      return { status: 'failed' };
    }
    deps.log?.warn({ err: error, planId: plan.id }, 'plan payment not asked: will try again');
    return { status: 'unknown' };
  }
  const { paymentId, redirectUrl } = paymentIdOf(answer);
  if (answer.statusCode === 202) {
    await deps.db
      .update(recurringCharges)
      .set({ status: 'pending', paymentId, updatedAt: now })
      .where(
        and(
          eq(recurringCharges.planId, ref.planId),
          eq(recurringCharges.period, ref.period),
          eq(recurringCharges.attempt, ref.attempt),
          inArray(recurringCharges.status, ['claimed']),
        ),
      );
    return { status: 'pending', paymentId, ...(redirectUrl ? { redirectUrl } : {}) };
  }
  return { status: 'paid', paymentId };
}
