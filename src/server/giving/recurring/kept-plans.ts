import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { keptPlanMonths, keptPlans } from '~/server/core/db/kept-plans-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { conflict, notFound } from '~/server/core/http/errors';
import type { KeptPlan } from '~/shared/schemas/kept-plans';
import { zonedDay } from '~/shared/time-zone';
import { writeSponsorshipMonth } from './sponsorship-month';
import { givingText } from './texts';

/**
 * Monthly sponsorships paid outside the site, by bank order or cash (docs/importing.md):
 * nothing is asked of the payer; staff record each month's gift when it arrives. A month
 * is recorded once (the unique plan and month), as the sponsorship's payment in the plan's
 * method (`SP-`, sponsorship-month.ts): in the child's and the sponsor's records and the
 * journal's sponsorship fund, as when the month is assigned from a bank statement.
 */
const monthOf = (now: Date, timeZone: string) => zonedDay(now, timeZone).slice(0, 7);

export async function listKeptPlans(db: Db, timeZone: string, now = new Date()): Promise<KeptPlan[]> {
  const period = monthOf(now, timeZone);
  const plans = await db
    .select({ plan: keptPlans, childName: children.name })
    .from(keptPlans)
    .leftJoin(children, eq(children.id, keptPlans.childId))
    .orderBy(keptPlans.status, keptPlans.dayOfMonth, keptPlans.payerName);
  const ids = plans.map((p) => p.plan.id);
  const months = ids.length
    ? await db
        .select({ planId: keptPlanMonths.planId, last: sql<string>`max(${keptPlanMonths.period})` })
        .from(keptPlanMonths)
        .where(inArray(keptPlanMonths.planId, ids))
        .groupBy(keptPlanMonths.planId)
    : [];
  const last = new Map(months.map((m) => [m.planId, m.last]));
  return plans.map(({ plan, childName }) => ({
    _id: plan.id,
    payerName: plan.payerName,
    childName: childName ?? '',
    method: plan.method,
    amount: plan.amountRwf,
    dayOfMonth: plan.dayOfMonth,
    status: plan.status,
    period,
    recordedThisMonth: last.get(plan.id) === period,
    lastRecorded: last.get(plan.id) ?? null,
  }));
}

/** Records this month's gift of a kept plan; 409 when the month is recorded already or the plan ended. */
export async function recordKeptMonth(
  db: Db,
  id: string,
  adminId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ reference: string; period: string }> {
  const period = monthOf(now, timeZone);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ plan: keptPlans, sponsorship: sponsorships, supporter: supporters })
      .from(keptPlans)
      .leftJoin(sponsorships, eq(sponsorships.id, keptPlans.sponsorshipId))
      .leftJoin(supporters, eq(supporters.id, keptPlans.supporterId))
      .where(eq(keptPlans.id, id))
      .for('update', { of: keptPlans });
    if (!found) throw notFound(givingText('errors.notFound'));
    const { plan, sponsorship, supporter } = found;
    const childId = sponsorship?.childId ?? plan.childId;
    if (plan.status !== 'active' || !sponsorship || !childId) throw conflict(givingText('kept.ended'));
    const [month] = await tx
      .insert(keptPlanMonths)
      .values({ planId: plan.id, period, recordedBy: adminId })
      .onConflictDoNothing()
      .returning({ id: keptPlanMonths.id });
    if (!month) throw conflict(givingText('kept.already', { period }));
    const { paymentId, reference } = await writeSponsorshipMonth(tx, {
      childId,
      sponsorshipId: sponsorship.id,
      supporterId: plan.supporterId,
      sponsorName: sponsorship.sponsorName || plan.payerName,
      sponsorEmail: sponsorship.sponsorEmail || supporter?.email || '',
      sponsorPhone: sponsorship.sponsorPhone || supporter?.phone || '',
      amountMinor: plan.amountRwf,
      method: plan.method,
      provider: plan.method,
      at: now,
    });
    await tx.update(keptPlanMonths).set({ paymentId }).where(eq(keptPlanMonths.id, month.id));
    await recordActivity(tx, adminId, 'record-offline', 'payment', paymentId, {
      after: { planId: plan.id, period, reference, amountRwf: plan.amountRwf, method: plan.method },
    });
    return { reference, period };
  });
}

/** The months recorded of a plan, newest first (its history). */
export const keptMonthsOf = (db: Db, planId: string) =>
  db
    .select()
    .from(keptPlanMonths)
    .where(and(eq(keptPlanMonths.planId, planId)))
    .orderBy(desc(keptPlanMonths.period));
