import { eq, inArray } from 'drizzle-orm';
import { children } from '~/server/core/db/schema';
import type { ApiDeps } from '~/server/core/deps';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { conflict, notFound } from '~/server/core/http/errors';
import {
  chargePlan,
  givingText,
  hasGiven,
  isPlanOf,
  paymentsOfSupporters,
  plansOfSupporters,
  receiptProfileOf,
  signedPayer,
  type ChargeResult,
} from '~/server/giving';
import { queueMailEvent } from '~/server/core/mail/notify';
import { supportersOfAddress } from '~/server/core/supporters/of-address';
import type { Language } from '~/shared/i18n';
import type { GivingAnswer, GivingPlan } from '~/shared/schemas/giving';

const text = (key: string) => givingText(`errors.${key}`);

/** The address a signed link names; 403 when it is tampered with, expired or revoked (the page offers a fresh one). */
export const payerOf = (deps: Pick<ApiDeps, 'db'>, token: string): Promise<string> => signedPayer(deps.db, token);

/** What the link's page shows: read by the supporters the address stands for (merged records too). */
export async function givingOf(deps: Pick<ApiDeps, 'db' | 'config'>, email: string): Promise<GivingAnswer> {
  const ids = await supportersOfAddress(deps.db, email);
  const [payments, plans, profile] = await Promise.all([
    paymentsOfSupporters(deps.db, ids),
    plansOfSupporters(deps.db, ids),
    receiptProfileOf(deps.db, email),
  ]);
  return { data: { email, profile, payments, plans: await withMinimums(deps, plans) } };
}

/** Each plan's smallest monthly amount, as a change is checked (recurring/manage.ts): the page says it beside the field. */
async function withMinimums(deps: Pick<ApiDeps, 'db' | 'config'>, plans: GivingPlan[]): Promise<GivingPlan[]> {
  const childIds = [...new Set(plans.flatMap((p) => (p.kind === 'sponsorship' && p.childId ? [p.childId] : [])))];
  const supports = childIds.length
    ? await deps.db
        .select({ id: children.id, m: children.monthlySupport })
        .from(children)
        .where(inArray(children.id, childIds))
    : [];
  const support = new Map(supports.map((c) => [c.id, Math.ceil(Number(c.m))]));
  const floor = deps.config.DONATION_MIN_RWF;
  return plans.map((p) => ({ ...p, minAmount: Math.max(floor, (p.childId && support.get(p.childId)) || 0) }));
}

/** Sends a fresh link when the address ever gave; the answer is the same either way. */
export async function sendLink(deps: Pick<ApiDeps, 'db' | 'config'>, email: string, lang: Language): Promise<void> {
  if (await hasGiven(deps.db, email)) await queueMailEvent(deps, { type: 'giving-link', email, lang });
}

/**
 * The payer's own try for a month being retried, or for a lapsed plan: the same kind
 * of try the scheduler makes (one per plan, month and attempt), asked at once.
 */
export async function payNow(deps: ApiDeps, planId: string, email: string): Promise<ChargeResult> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, planId)).for('update');
    if (!plan || !(await isPlanOf(tx, plan, email))) throw notFound(text('notFound'));
    const owing = (plan.status === 'active' && plan.failures > 0) || plan.status === 'lapsed';
    if (!owing) throw conflict(text('nothingDue'));
    const ref = { planId, period: plan.period, attempt: plan.failures };
    const [charge] = await tx.insert(recurringCharges).values(ref).onConflictDoNothing().returning();
    if (!charge) throw conflict(text('alreadyAsked'));
    return { plan, ref };
  });
  return chargePlan(deps, claimed.plan, claimed.ref, new Date(), { byPayer: true });
}
