import { and, eq } from 'drizzle-orm';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { ApiDeps } from '~/server/core/deps';
import { givingLinkRevocations, planChangeRequests } from '~/server/core/db/giving-links-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { HttpError, conflict, notFound } from '~/server/core/http/errors';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { type MailOutcome, queueMailEvent } from '~/server/core/mail/notify';
import {
  changePlan,
  checkAmount,
  givingSecret,
  givingText,
  isPlanOf,
  PLAN_CHANGE_TTL_MS,
  verifyPlanChangeToken,
  type PlanRow,
} from '~/server/giving';
import type { PlanChange } from '~/shared/schemas/giving';
import type { Language } from '~/shared/i18n';

type Deps = Pick<ApiDeps, 'db' | 'config'>;
const text = (key: string, lang?: Language) => givingText(`errors.${key}`, {}, lang);

/** The payer told at once of a change they made to their plan (one message a change: `at` is now). */
export const tellPayerOfChange = (
  deps: Deps,
  planId: string,
  action: Extract<MailEvent, { type: 'plan-changed' }>['action'],
  lang: Language,
): Promise<MailOutcome> =>
  queueMailEvent(deps, { type: 'plan-changed', planId, action, by: 'payer', at: new Date().toISOString(), lang });

/**
 * A change asked from a giving link. Whoever holds the link (a forwarded receipt, a
 * shared mailbox) may lower, move, pause or cancel a plan, and the payer is told of it
 * at once; a raise only takes effect once confirmed from the one-use link e-mailed to
 * the payer (`confirmBy`: the request to send). A newer raise replaces one still waiting.
 */
export async function changeByPayer(
  deps: Deps,
  planId: string,
  email: string,
  change: PlanChange,
  now = new Date(),
): Promise<{ plan: PlanRow; confirmBy?: string }> {
  if (change.action !== 'amount') {
    const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, planId));
    if (!plan || !(await isPlanOf(deps.db, plan, email))) throw notFound(text('notFound'));
    // The plan's own address: changePlan checks it again under the plan's lock.
    return { plan: await changePlan(deps.db, deps.config, planId, plan.payerEmail, change, now) };
  }
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, planId)).for('update');
    if (!plan || !(await isPlanOf(tx, plan, email))) throw notFound(text('notFound'));
    if (change.amount <= plan.amountRwf)
      return { plan: await changePlan(tx, deps.config, planId, plan.payerEmail, change, now) };
    await checkAmount(tx, plan, change.amount, deps.config);
    const waiting = and(eq(planChangeRequests.planId, plan.id), eq(planChangeRequests.status, 'pending'));
    await tx.update(planChangeRequests).set({ status: 'cancelled' }).where(waiting);
    const [request] = await tx
      .insert(planChangeRequests)
      .values({
        planId: plan.id,
        supporterId: plan.supporterId ?? (await findOrCreateSupporter(tx, { email: plan.payerEmail })),
        payerEmail: plan.payerEmail,
        amountRwf: change.amount,
        expiresAt: new Date(now.getTime() + PLAN_CHANGE_TTL_MS),
      })
      .returning({ id: planChangeRequests.id });
    return { plan, confirmBy: request!.id };
  });
}

/** The request a confirmation link stands for, still waiting; 403 forged, 410 expired / replaced / revoked, 409 used. */
async function waitingRequest(deps: Deps, token: string, now: Date, lang?: Language, tx = deps.db) {
  const id = verifyPlanChangeToken(token, await givingSecret(deps.db));
  if (!id) throw new HttpError(403, text('changeLink', lang));
  const [request] = await tx.select().from(planChangeRequests).where(eq(planChangeRequests.id, id)).for('update');
  if (request?.status === 'confirmed') throw conflict(text('changeDone', lang));
  if (!request || request.status !== 'pending' || request.expiresAt <= now)
    throw new HttpError(410, text('changeLink', lang));
  return request;
}

/** What a confirmation link would change, for its page. */
export async function pendingChange(deps: Deps, token: string, lang?: Language, now = new Date()) {
  const request = await waitingRequest(deps, token, now, lang);
  const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, request.planId));
  if (!plan) throw new HttpError(410, text('changeLink', lang));
  return { request, plan };
}

/** Applies a waiting raise once, with the plan's own rules as they stand now (its status, the ceiling). */
export async function confirmChange(deps: Deps, token: string, lang?: Language, now = new Date()): Promise<PlanRow> {
  return deps.db.transaction(async (tx) => {
    const request = await waitingRequest(deps, token, now, lang, tx);
    const change = { action: 'amount' as const, amount: request.amountRwf };
    const plan = await changePlan(tx, deps.config, request.planId, request.payerEmail, change, now);
    await tx
      .update(planChangeRequests)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(eq(planChangeRequests.id, request.id));
    return plan;
  });
}

/**
 * "Sign out of all links": every giving link of the address issued until now stops
 * working, and raises still waiting for confirmation are dropped. A fresh link is
 * e-mailed by the caller.
 */
export async function revokeLinks(deps: Deps, email: string, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(givingLinkRevocations)
      .values({ email, revokedBefore: now })
      .onConflictDoUpdate({ target: givingLinkRevocations.email, set: { revokedBefore: now } });
    await tx
      .update(planChangeRequests)
      .set({ status: 'cancelled' })
      .where(and(eq(planChangeRequests.payerEmail, email), eq(planChangeRequests.status, 'pending')));
  });
}
