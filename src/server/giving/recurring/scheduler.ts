import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { nudge } from '~/server/core/mail/signals';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { phonePaymentMethods } from '~/shared/schemas/payment-methods';
import { REMINDER_DAYS, RETRY_DAYS } from './calendar';
import { chargePlan, type PlanRow } from './charge';
import type { PlanRef } from './plan-ref';
import { planMail, queueAll } from './plan-mail';
import { runPreapprovalPass } from './preapproval-pass';
import { automaticSql } from './automatic-sql';
import { noticeCardExpiry, noticeDebits } from './notices';
import { type RepeatingJob, repeatEvery } from '~/server/core/jobs/repeat';

/** How long a scheduler holds a plan it is asking a payment for; another instance takes the same try after. */
export const LEASE_MS = 15 * 60_000;
const BATCH = 50;
export const SCHEDULER_INTERVAL_MS = 60_000;

/**
 * Takes the plans due, each for one scheduler at a time (FOR UPDATE SKIP LOCKED), and
 * claims this month's try: the unique (plan, period, attempt) row. A try already asked
 * (pending, paid, failed) is never asked again; one left 'claimed' by a process that
 * stopped is asked again with the same Idempotency-Key once the lease is over.
 */
export async function claimDue(db: Db, now: Date): Promise<{ plan: PlanRow; ref: PlanRef }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(recurringPlans)
      .where(and(eq(recurringPlans.status, 'active'), lte(recurringPlans.nextRunAt, now)))
      .orderBy(recurringPlans.nextRunAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed: { plan: PlanRow; ref: PlanRef }[] = [];
    for (const plan of due) {
      const ref = { planId: plan.id, period: plan.period, attempt: plan.failures };
      await tx.insert(recurringCharges).values(ref).onConflictDoNothing();
      const [charge] = await tx
        .select({ status: recurringCharges.status })
        .from(recurringCharges)
        .where(
          and(
            eq(recurringCharges.planId, ref.planId),
            eq(recurringCharges.period, ref.period),
            eq(recurringCharges.attempt, ref.attempt),
          ),
        );
      await tx
        .update(recurringPlans)
        .set({ nextRunAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(recurringPlans.id, plan.id));
      if (charge?.status === 'claimed') claimed.push({ plan, ref });
    }
    return claimed;
  });
}

/**
 * Mobile money payers are told a few days before the request reaches their phone; once per
 * month (a conditional update), at most 25 a pass (a pass a minute: 1,500 an hour, three
 * days ahead). A spreadsheet's thousands of plans brought in at once (docs/importing.md) made
 * one pass queue some 330 reminders in one transaction, which held the embedded database and
 * the server's thread over 2 s; 50 held it about 400 ms (docs/performance.md, "Importing").
 */
const REMINDERS_PER_PASS = 25;

async function remind(deps: PaymentDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS * 24 * 3600_000).toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: recurringPlans.id })
      .from(recurringPlans)
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          inArray(recurringPlans.method, phonePaymentMethods),
          eq(recurringPlans.failures, 0),
          sql`${recurringPlans.remindedFor} IS DISTINCT FROM ${recurringPlans.period}`,
          sql`${recurringPlans.nextDueOn} <= ${horizon}::date`,
          sql`${recurringPlans.nextRunAt} > ${now.toISOString()}::timestamptz`,
          // A month debited against a pre-approval prompts nobody: its notice comes 24 hours before instead.
          sql`NOT (${automaticSql})`,
        ),
      )
      .orderBy(recurringPlans.nextDueOn)
      .limit(REMINDERS_PER_PASS)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(recurringPlans)
      .set({ remindedFor: sql`${recurringPlans.period}` })
      .where(inArray(recurringPlans.id, due))
      .returning({ id: recurringPlans.id, lang: recurringPlans.lang, period: recurringPlans.period });
    // A card plan is charged without the payer's action: after a change of its amount the
    // payer is told the new amount before the next charge (once per change). A change made
    // on the day of the charge is told in this pass, before the charge below.
    const cards = await tx
      .update(recurringPlans)
      .set({ remindAmount: false })
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          eq(recurringPlans.method, 'card'),
          eq(recurringPlans.remindAmount, true),
          sql`${recurringPlans.nextDueOn} <= ${horizon}::date`,
        ),
      )
      .returning({
        id: recurringPlans.id,
        lang: recurringPlans.lang,
        period: recurringPlans.period,
        failures: recurringPlans.failures,
      });
    return queueAll(tx, deps, [
      ...rows.map((p) => planMail(p, 'reminder', { period: p.period, attempt: 0 })),
      ...cards.map((p) => planMail(p, 'card-reminder', { period: p.period, attempt: p.failures })),
    ]);
  });
}

/** Each failed try is told once: to the payer with a pay-now link, and at the last to staff too (the plan lapsed). */
async function notifyFailures(deps: PaymentDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const failed = await tx
      .update(recurringCharges)
      .set({ notifiedAt: now })
      .where(and(eq(recurringCharges.status, 'failed'), isNull(recurringCharges.notifiedAt)))
      .returning({
        planId: recurringCharges.planId,
        period: recurringCharges.period,
        attempt: recurringCharges.attempt,
      });
    const events: MailEvent[] = [];
    for (const f of failed) {
      const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, f.planId));
      if (!plan || plan.status === 'cancelled' || plan.status === 'paused') continue;
      const lapsedNow =
        plan.status === 'lapsed' &&
        plan.period === f.period &&
        f.attempt === RETRY_DAYS.length &&
        plan.failures === f.attempt + 1;
      if (plan.status === 'lapsed' && !lapsedNow) continue;
      events.push(planMail(plan, lapsedNow ? 'lapsed' : 'failed', f));
      if (lapsedNow) events.push({ type: 'plan-lapsed-staff', planId: plan.id, period: f.period });
    }
    return queueAll(tx, deps, events);
  });
}

export interface RecurringPassResult {
  reminded: number;
  asked: number;
  notified: number;
}

/** One pass at `now` (the clock is the caller's: tests drive a year with it). */
export async function runRecurringPass(deps: PaymentDeps, now = new Date()): Promise<RecurringPassResult> {
  // Pre-approvals first (MOMO_PREAPPROVAL): a month due today is debited against one approved by now.
  const preapprovals = await runPreapprovalPass(deps, now);
  const reminded =
    (await remind(deps, now)) +
    preapprovals.told +
    (await noticeDebits(deps, now)) +
    (await noticeCardExpiry(deps, now));
  const claimed = await claimDue(deps.db, now);
  let payNow = 0;
  for (const { plan, ref } of claimed) {
    try {
      const result = await chargePlan(deps, plan, ref, now);
      // A card plan whose processor cannot charge on its own: the payer gets the link to pay this month.
      if (result.status === 'pending' && result.redirectUrl)
        payNow += await deps.db.transaction((tx) => queueAll(tx, deps, [planMail(plan, 'pay-now', ref)]));
    } catch (err) {
      deps.log?.error({ err, planId: plan.id }, 'plan payment failed to start');
    }
  }
  const notified = await notifyFailures(deps, now);
  if (reminded + notified + payNow > 0) nudge(deps.db, 'outbox');
  return { reminded, asked: claimed.length, notified: notified + payNow };
}

export type RecurringScheduler = RepeatingJob;

/** Runs a pass every interval until stopped; a pass never overlaps the next. `clock` is injectable. */
export function createRecurringScheduler(
  deps: PaymentDeps,
  opts: { intervalMs?: number; clock?: () => Date } = {},
): RecurringScheduler {
  const clock = opts.clock ?? (() => new Date());
  return repeatEvery(
    () => runRecurringPass(deps, clock()),
    opts.intervalMs ?? SCHEDULER_INTERVAL_MS,
    (err) => deps.log?.error({ err }, 'recurring pass failed'),
  );
}

/** Started once the server is ready, stopped before the database closes (like the payment poller). */
export function startRecurringScheduler(app: FastifyInstance, deps: PaymentDeps, intervalMs?: number): void {
  let scheduler: RecurringScheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = createRecurringScheduler({ ...deps, log: deps.log ?? app.log }, { intervalMs });
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
}
