import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
type PlanRow = typeof recurringPlans.$inferSelect;

/**
 * MTN MoMo pre-approval of a monthly plan (docs/payments.md#mtn-momo-pre-approval, `MOMO_PREAPPROVAL=true`):
 * the payer approves once on the phone; each month's request-to-pay is then debited
 * without a prompt, up to the maximum they approved and until its end. The plan keeps
 * the pre-approval it is debited against (`preapproval_*` columns); each request to
 * MTN is a `momo_preapprovals` row, sent and asked about by preapproval-pass.ts,
 * outside every transaction. These are the changes made inside one.
 */
export const PREAPPROVAL_DAYS = 365;
/** Renewal is asked this many days before the pre-approval ends. */
export const RENEW_DAYS_BEFORE = 14;

const DAY_MS = 24 * 3600_000;
export const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
export const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether this month of the plan is debited without a prompt: approved and still running
 * on its due date. MTN's pre-approval carries no amount, so MTN debits whatever is asked
 * while it stands: the maximum is ours to keep (a raise above it asks a new approval, and
 * every automatic debit is announced 24 hours before with its amount).
 */
export function isAutomatic(
  plan: Pick<PlanRow, 'preapprovalStatus' | 'preapprovalEndsOn' | 'nextDueOn'>,
  dueOn = plan.nextDueOn,
): boolean {
  return plan.preapprovalStatus === 'approved' && !!plan.preapprovalEndsOn && plan.preapprovalEndsOn >= dueOn;
}

/** A number on MTN's network (078, 079), however it was typed. */
export const MTN_NUMBER_SQL = String.raw`^(\+?250|0)?7[89][0-9]{7}$`;

/**
 * A request to be cancelled on MTN's side by the next pass; its tries are counted from
 * here (staff are told when MTN does not confirm for an hour, preapproval-pass.ts).
 */
const toCancel = (reason: string, now: Date) =>
  ({ status: 'cancelling', reason, nextCheckAt: now, checks: 0, updatedAt: now }) as const;

/** Requests of a plan MTN may still hold (sent, or about to be). */
const live = ['wanted', 'asking', 'pending'] as const;

/**
 * Asks (through the next pass) for a pre-approval of the plan's amount, for a year:
 * its first, a renewal, or a raise above the maximum. A request still waiting for the
 * same plan is replaced: the older one is cancelled on MTN's side.
 */
export async function requestPreapproval(
  tx: Db,
  plan: PlanRow,
  purpose: 'first' | 'renewal' | 'raise',
  now: Date,
  amountRwf = plan.amountRwf,
): Promise<string> {
  await tx
    .update(momoPreapprovals)
    .set(toCancel('replaced', now))
    .where(and(eq(momoPreapprovals.planId, plan.id), inArray(momoPreapprovals.status, [...live])));
  const [row] = await tx
    .insert(momoPreapprovals)
    .values({
      planId: plan.id,
      purpose,
      payerPhone: plan.payerPhone,
      maxRwf: amountRwf,
      endsOn: addDays(today(now), PREAPPROVAL_DAYS),
      nextCheckAt: now,
    })
    .returning({ referenceId: momoPreapprovals.referenceId });
  // The plan's first: it shows "waiting for your approval" until the payer answers.
  if (purpose === 'first' || plan.preapprovalStatus !== 'approved')
    await tx
      .update(recurringPlans)
      .set({ preapprovalRef: row!.referenceId, preapprovalStatus: 'pending', updatedAt: now })
      .where(eq(recurringPlans.id, plan.id));
  return row!.referenceId;
}

/**
 * The payer stops the automatic debits, or the plan is cancelled: every pre-approval of
 * the plan MTN may hold is to be cancelled on MTN's side (the pass sends the DELETE), and
 * the plan goes back to monthly prompts at once.
 */
export async function stopPreapprovals(tx: Db, planId: string, now: Date, reason: string): Promise<void> {
  await tx
    .update(momoPreapprovals)
    .set(toCancel(reason, now))
    .where(and(eq(momoPreapprovals.planId, planId), inArray(momoPreapprovals.status, [...live, 'approved'])));
  await tx
    .update(recurringPlans)
    .set({ preapprovalStatus: 'cancelled', updatedAt: now })
    .where(and(eq(recurringPlans.id, planId), inArray(recurringPlans.preapprovalStatus, ['pending', 'approved'])));
}

type Row = typeof momoPreapprovals.$inferSelect;

/**
 * MTN says the payer approved: the plan is debited against it from now on (and the one it
 * replaces is cancelled), unless the plan was cancelled, the payer stopped automatic
 * debits, or a newer request replaced it meanwhile: then it is cancelled on MTN's side,
 * never used. Idempotent: a duplicate callback or poll changes nothing more.
 */
export async function settleApproved(
  tx: Db,
  ref: string,
  endsOn: string | null,
  now: Date,
): Promise<'used' | 'refused'> {
  const [row] = await tx.select().from(momoPreapprovals).where(eq(momoPreapprovals.referenceId, ref)).for('update');
  if (!row) return 'refused';
  const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, row.planId)).for('update');
  if (row.status === 'approved' && plan?.preapprovalRef === ref) return 'used';
  const usable =
    plan &&
    (row.status === 'asking' || row.status === 'pending') &&
    plan.status !== 'cancelled' &&
    plan.preapprovalStatus !== 'cancelled';
  if (!usable) {
    await markRow(tx, row, 'cancelling', now, row.reason ?? 'not_wanted');
    return 'refused';
  }
  const ends = endsOn ?? row.endsOn;
  await tx
    .update(momoPreapprovals)
    .set({
      status: 'approved',
      endsOn: ends,
      settledAt: now,
      nextCheckAt: new Date(now.getTime() + DAY_MS),
      updatedAt: now,
    })
    .where(eq(momoPreapprovals.referenceId, ref));
  // The one it replaces (a renewal's or a raise's predecessor) is cancelled on MTN's side.
  await tx
    .update(momoPreapprovals)
    .set(toCancel('replaced', now))
    .where(
      and(
        eq(momoPreapprovals.planId, plan.id),
        eq(momoPreapprovals.status, 'approved'),
        ne(momoPreapprovals.referenceId, ref),
      ),
    );
  await tx
    .update(recurringPlans)
    .set({
      preapprovalRef: ref,
      preapprovalStatus: 'approved',
      preapprovalMaxRwf: row.maxRwf,
      preapprovalEndsOn: ends,
      updatedAt: now,
    })
    .where(eq(recurringPlans.id, plan.id));
  return 'used';
}

export async function markRow(
  tx: Db,
  row: Pick<Row, 'referenceId'>,
  status: Row['status'],
  now: Date,
  reason?: string,
) {
  const final = status === 'failed' || status === 'cancelled' || status === 'expired';
  await tx
    .update(momoPreapprovals)
    .set({
      status,
      ...(reason ? { reason } : {}),
      ...(final ? { settledAt: now } : { nextCheckAt: now }),
      ...(status === 'cancelling' ? { checks: 0 } : {}),
      updatedAt: now,
    })
    .where(eq(momoPreapprovals.referenceId, row.referenceId));
}

/**
 * A pre-approval the plan was debited against ended on MTN's side (the payer cancelled it
 * on the phone, it expired): the plan goes back to monthly prompts. True when the plan
 * changed (its payer is then told).
 */
export async function endOnMtnSide(
  tx: Db,
  ref: string,
  status: 'cancelled' | 'expired' | 'failed',
  now: Date,
  reason: string,
): Promise<{ plan: PlanRow; wasApproved: boolean } | null> {
  const [row] = await tx.select().from(momoPreapprovals).where(eq(momoPreapprovals.referenceId, ref)).for('update');
  if (!row || row.status === 'cancelled' || row.status === 'expired' || row.status === 'failed') return null;
  await markRow(tx, row, status, now, reason);
  const [before] = await tx
    .select({ status: recurringPlans.preapprovalStatus })
    .from(recurringPlans)
    .where(eq(recurringPlans.id, row.planId))
    .for('update');
  const [plan] = await tx
    .update(recurringPlans)
    .set({ preapprovalStatus: status, updatedAt: now })
    .where(
      and(
        eq(recurringPlans.id, row.planId),
        eq(recurringPlans.preapprovalRef, ref),
        inArray(recurringPlans.preapprovalStatus, ['pending', 'approved']),
      ),
    )
    .returning();
  return plan ? { plan, wasApproved: before?.status === 'approved' } : null;
}
