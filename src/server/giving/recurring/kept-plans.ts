import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { keptPlanMonths, keptPlans } from '~/server/core/db/kept-plans-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { children, donations } from '~/server/core/db/schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { conflict, notFound } from '~/server/core/http/errors';
import type { KeptPlan } from '~/shared/schemas/kept-plans';
import { zonedDay } from '~/shared/time-zone';
import { givingText } from './texts';

/**
 * Monthly sponsorships paid outside the site, by bank order or cash (docs/importing.md):
 * nothing is asked of the payer; staff record each month's gift when it arrives. A month
 * is recorded once (the unique plan and month), as an offline gift in the plan's method
 * for the child, counted in Donation Records like any gift.
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
): Promise<{ donationId: string; period: string }> {
  const period = monthOf(now, timeZone);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ plan: keptPlans, child: children, supporter: supporters })
      .from(keptPlans)
      .leftJoin(children, eq(children.id, keptPlans.childId))
      .leftJoin(supporters, eq(supporters.id, keptPlans.supporterId))
      .where(eq(keptPlans.id, id))
      .for('update', { of: keptPlans });
    if (!found) throw notFound(givingText('errors.notFound'));
    const { plan, child, supporter } = found;
    if (plan.status !== 'active') throw conflict(givingText('kept.ended'));
    const [month] = await tx
      .insert(keptPlanMonths)
      .values({ planId: plan.id, period, recordedBy: adminId })
      .onConflictDoNothing()
      .returning({ id: keptPlanMonths.id });
    if (!month) throw conflict(givingText('kept.already', { period }));
    const [first = '', ...rest] = plan.payerName.split(' ');
    const [donation] = await tx
      .insert(donations)
      .values({
        paymentId: null,
        supporterId: plan.supporterId,
        amountRwf: plan.amountRwf,
        donationType: 'monthly',
        paymentMethod: plan.method,
        firstName: first,
        lastName: rest.join(' '),
        email: supporter?.email ?? '',
        phone: supporter?.phone ?? '',
        childId: plan.childId,
        target: child ? `Sponsorship: ${child.name}` : 'Sponsorship',
        createdAt: now,
      })
      .returning({ id: donations.id });
    const donationId = donation!.id;
    await tx.insert(offlineDonations).values({
      donationId,
      receivedOn: zonedDay(now, timeZone),
      note: `Monthly sponsorship, ${period} (${plan.method})`,
      recordedBy: adminId,
    });
    await tx.update(keptPlanMonths).set({ donationId }).where(eq(keptPlanMonths.id, month.id));
    await recordActivity(tx, adminId, 'record-offline', 'donation', donationId, {
      after: { planId: plan.id, period, amountRwf: plan.amountRwf, method: plan.method },
    });
    return { donationId, period };
  });
}

/** The months recorded of a plan, newest first (its history). */
export const keptMonthsOf = (db: Db, planId: string) =>
  db
    .select()
    .from(keptPlanMonths)
    .where(and(eq(keptPlanMonths.planId, planId)))
    .orderBy(desc(keptPlanMonths.period));
