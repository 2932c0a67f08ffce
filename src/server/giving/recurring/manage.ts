import { and, eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { HttpError, badRequest, conflict, notFound } from '~/server/core/http/errors';
import { formatRwfNumber } from '~/shared/format';
import { givingText } from './texts';
import { awaitsDepartureChoice } from './departure-guard';
import { translate } from '~/shared/i18n';
import type { PlanChange } from '~/shared/schemas/giving';
import { dueOn, nextPeriod, rescheduleDay, resumePeriod, runAt } from './calendar';
import { requestPreapproval, stopPreapprovals } from './preapproval';
import type { PlanRow } from './charge';
import type { PlanPurchase } from './plan-ref';

const text = (key: string, vars?: Record<string, unknown>) => givingText(`errors.${key}`, vars);

/** Which changes each status allows: a cancelled plan is final; staff and payer alike. */
const allowed: Record<PlanRow['status'], PlanChange['action'][]> = {
  active: ['amount', 'day', 'pause', 'cancel', 'skip', 'stop-automatic'],
  paused: ['amount', 'day', 'resume', 'cancel', 'stop-automatic'],
  lapsed: ['amount', 'day', 'resume', 'cancel', 'stop-automatic'],
  cancelled: [],
};

const triedMonth = async (tx: Db, planId: string, period: string) =>
  (
    await tx
      .select({ id: recurringCharges.id })
      .from(recurringCharges)
      .where(and(eq(recurringCharges.planId, planId), eq(recurringCharges.period, period)))
      .limit(1)
  ).length > 0;

/** The smallest monthly amount: the donation minimum, or the child's monthly support for a sponsorship. */
async function minimumOf(tx: Db, plan: PlanRow, config: Pick<Config, 'DONATION_MIN_RWF'>): Promise<number> {
  if (plan.kind !== 'sponsorship' || !plan.childId) return config.DONATION_MIN_RWF;
  const [child] = await tx.select({ m: children.monthlySupport }).from(children).where(eq(children.id, plan.childId));
  return Math.max(config.DONATION_MIN_RWF, Math.ceil(Number(child?.m ?? 0)));
}

/** A paused or lapsed plan made active again (by its payer, staff, or a sponsor's choice when their child left). */
export async function resumeColumns(tx: Db, plan: PlanRow, now: Date) {
  // The months paused (or lapsed) are not asked for afterwards.
  let { period } = resumePeriod(plan.dayOfMonth, now);
  // A month already tried (paid, or failed before the lapse) is never tried again under the same keys.
  while (await triedMonth(tx, plan.id, period)) period = nextPeriod(period);
  const nextDueOn = dueOn(period, plan.dayOfMonth);
  const next = rescheduleDay(period, plan.dayOfMonth, now);
  return { status: 'active' as const, period, nextDueOn, nextRunAt: next.nextRunAt, failures: 0, remindedFor: null };
}

export type PlanLimits = Pick<Config, 'DONATION_MIN_RWF' | 'PLAN_MAX_RWF'>;

/**
 * Whether a plan may take this monthly amount: a status that allows it (409), at least
 * the minimum, and no raise above the ceiling (400 naming the field). A plan already
 * above the ceiling (a large first gift) may still be lowered.
 */
export async function checkAmount(tx: Db, plan: PlanRow, amount: number, config: PlanLimits): Promise<void> {
  if (!allowed[plan.status].includes('amount'))
    throw conflict(text('notAllowed', { status: givingText(`page.statuses.${plan.status}`) }));
  const min = await minimumOf(tx, plan, config);
  if (amount < min) throw badRequest(`amount: ${text('amountTooSmall', { min: formatRwfNumber(min) })}`);
  if (amount > plan.amountRwf && amount > config.PLAN_MAX_RWF)
    throw badRequest(`amount: ${text('amountTooLarge', { max: formatRwfNumber(config.PLAN_MAX_RWF) })}`);
}

/**
 * Applies one change to a plan, locked while it is changed. `email` (the signed
 * link's address) limits the payer to their own plans; staff pass null. A change a
 * status does not allow is 409; an amount under the minimum or over the ceiling 400 naming the field.
 */
export async function changePlan(
  db: Db,
  config: PlanLimits,
  planId: string,
  email: string | null,
  change: PlanChange,
  now = new Date(),
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, planId)).for('update');
    if (!plan || (email !== null && plan.payerEmail !== email.trim().toLowerCase())) throw notFound(text('notFound'));
    if (!allowed[plan.status].includes(change.action))
      throw conflict(text('notAllowed', { status: givingText(`page.statuses.${plan.status}`) }));
    // Paused because the child left: the sponsor's choice (departures/choice.ts) decides what it becomes.
    if (change.action === 'resume' && (await awaitsDepartureChoice(tx, plan.id)))
      throw conflict(translate('children:giving.awaitsChoice'));
    let set: Partial<typeof recurringPlans.$inferInsert>;
    switch (change.action) {
      case 'amount': {
        await checkAmount(tx, plan, change.amount, config);
        set = { amountRwf: change.amount, template: { ...(plan.template as PlanPurchase), amount: change.amount } };
        // A saved card is charged without the payer's action: they are told the new amount before the next charge.
        if (plan.method === 'card' && change.amount !== plan.amountRwf) set.remindAmount = true;
        // Above what the payer pre-approved: a new approval is asked (prompts meanwhile).
        if (
          (plan.preapprovalStatus === 'approved' || plan.preapprovalStatus === 'pending') &&
          change.amount > (plan.preapprovalMaxRwf ?? (plan.preapprovalStatus === 'pending' ? plan.amountRwf : 0))
        )
          await requestPreapproval(tx, plan, 'raise', now, change.amount);
        break;
      }
      case 'skip': {
        // This month is not asked for, and never later: no debt. A month being retried is not skipped.
        if (plan.failures > 0) throw conflict(text('skipRetrying'));
        await tx
          .insert(recurringCharges)
          .values({ planId: plan.id, period: plan.period, attempt: 0, status: 'skipped' })
          .onConflictDoNothing();
        const period = nextPeriod(plan.period);
        const nextDueOn = dueOn(period, plan.dayOfMonth);
        set = { period, nextDueOn, nextRunAt: runAt(nextDueOn), failures: 0, remindedFor: null };
        break;
      }
      case 'stop-automatic':
        if (plan.preapprovalStatus !== 'approved' && plan.preapprovalStatus !== 'pending')
          throw conflict(text('notAutomatic'));
        await stopPreapprovals(tx, plan.id, now, 'stopped_by_payer');
        set = {};
        break;
      case 'day': {
        // A month already being retried keeps its tries; the new day counts from the next.
        const moved =
          plan.status === 'active' && plan.failures === 0 ? rescheduleDay(plan.period, change.dayOfMonth, now) : {};
        set = { dayOfMonth: change.dayOfMonth, ...moved };
        break;
      }
      case 'pause':
        set = { status: 'paused' };
        break;
      case 'cancel':
        // A cancelled plan is never charged again: its card token is not kept either.
        set = { status: 'cancelled', cardToken: null, stopReason: change.reason || null };
        // Nor debited without a prompt: its pre-approval is cancelled on MTN's side too.
        await stopPreapprovals(tx, plan.id, now, 'plan_cancelled');
        break;
      case 'resume':
        set = await resumeColumns(tx, plan, now);
        break;
    }
    const [updated] = await tx
      .update(recurringPlans)
      .set({ ...set, updatedAt: now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    if (!updated) throw new HttpError(404, text('notFound'));
    return updated;
  });
}
