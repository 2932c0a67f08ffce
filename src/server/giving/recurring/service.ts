import { asc, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { queueMailEvent } from '~/server/core/mail/notify';
import { changePlan } from '~/server/giving/recurring/manage';
import { planView } from '~/server/giving/recurring/giving';
import type { Language } from '~/shared/i18n';
import type { AdminPlan, GivingPlan, RecurringRevenue } from '~/shared/schemas/giving';

/** Every plan for staff: lapsed first, then overdue (being retried), then by next due date. */
export async function listPlans(db: Db, now = new Date()): Promise<AdminPlan[]> {
  const rows = await db
    .select()
    .from(recurringPlans)
    .orderBy(
      sql`case when ${recurringPlans.status} = 'lapsed' then 0 when ${recurringPlans.status} = 'active' and ${recurringPlans.failures} > 0 then 1 when ${recurringPlans.status} = 'cancelled' then 3 else 2 end`,
      asc(recurringPlans.nextDueOn),
    )
    .limit(500);
  const today = now.toISOString().slice(0, 10);
  return rows.map((p) => ({
    ...planView(p),
    payerName: p.payerName,
    payerEmail: p.payerEmail,
    payerPhone: p.payerPhone,
    overdue: p.status === 'active' && (p.failures > 0 || p.nextDueOn < today),
  }));
}

/** Pause, resume or cancel on the payer's request, with its activity record; the payer is e-mailed the change. */
export async function staffChange(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  adminId: string,
  planId: string,
  action: 'pause' | 'resume' | 'cancel',
  reason?: string,
): Promise<GivingPlan> {
  const plan = await changePlan(
    deps.db,
    deps.config,
    planId,
    null,
    action === 'cancel' ? { action, reason } : { action },
  );
  await recordActivity(deps.db, adminId, action, 'recurring_plan', plan.id);
  // The payer is told of every change to their plan, staff's too.
  const at = new Date().toISOString();
  const lang = plan.lang as Language;
  await queueMailEvent(deps, { type: 'plan-changed', planId: plan.id, action, by: 'staff', at, lang });
  return planView(plan);
}

/** Queues a donor's statement for a year, with its activity record (the year; the address is not kept there). */
export async function sendStatement(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  adminId: string,
  email: string,
  year: number,
) {
  await queueMailEvent(deps, { type: 'giving-statement', email: email.toLowerCase(), year });
  await recordActivity(deps.db, adminId, 'send-statement', 'donor', String(year));
}

/**
 * Monthly recurring revenue: what the active plans ask for each month, now and as it
 * stood a month ago (plans created since left out, plans stopped since counted if they
 * were active then as far as their last change tells).
 */
export async function recurringRevenue(db: Db, now = new Date()): Promise<RecurringRevenue> {
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600_000).toISOString();
  const [row] = await db
    .select({
      mrr: sql<string>`coalesce(sum(${recurringPlans.amountRwf}) filter (where ${recurringPlans.status} = 'active'), 0)`,
      previous: sql<string>`coalesce(sum(${recurringPlans.amountRwf}) filter (where ${recurringPlans.createdAt} <= ${monthAgo}::timestamptz and (${recurringPlans.status} = 'active' or ${recurringPlans.updatedAt} > ${monthAgo}::timestamptz)), 0)`,
      active: sql<number>`count(*) filter (where ${recurringPlans.status} = 'active')::int`,
    })
    .from(recurringPlans);
  return { mrr: Number(row?.mrr ?? 0), previousMrr: Number(row?.previous ?? 0), activePlans: Number(row?.active ?? 0) };
}
