import { eq } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { ApiDeps } from '~/server/core/deps';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { badRequest, conflict, notFound } from '~/server/core/http/errors';
import { givingText, isPlanOf, parseRwandanPhone, stopPreapprovals, type PlanRow } from '~/server/giving';
import type { Language } from '~/shared/i18n';
import type { PlanMethodBody } from '~/shared/schemas/my-giving';

const masked = (phone: string) => (phone ? `•••${phone.slice(-3)}` : '');

/**
 * A plan's payment method changed from its payer's giving page (issue 39.9): the plan,
 * its day, its child and its amount stay; mobile money and airtime take the new number
 * (the next charge prompts it), a card is paid on the processor's card page (no card
 * data is kept here: the old card's token is dropped, and the next payment opens the
 * card page from the payer's "Pay now", whose approval keeps the new card's token).
 * Recorded in the activity log (no staff member: the payer), in the plan's transaction.
 */
export async function changePlanMethod(
  deps: Pick<ApiDeps, 'db'>,
  planId: string,
  email: string,
  body: Omit<PlanMethodBody, 'token'>,
  lang: Language,
  now = new Date(),
): Promise<PlanRow> {
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, planId)).for('update');
    if (!plan || !(await isPlanOf(tx, plan, email))) throw notFound(givingText('errors.notFound', {}, lang));
    if (plan.status === 'cancelled')
      throw conflict(
        givingText('errors.notAllowed', { status: givingText(`page.statuses.${plan.status}`, {}, lang) }, lang),
      );
    let phone = plan.payerPhone;
    if (body.method !== 'card') {
      const parsed = parseRwandanPhone(body.phone ?? '');
      if (!parsed) throw badRequest(`phone: ${givingText('errors.methodPhone', {}, lang)}`);
      phone = `0${parsed.national}`;
    }
    // A pre-approval is for a number: another method or number ends it at MTN; a new MTN number is asked afresh.
    const moved = body.method !== plan.method || phone !== plan.payerPhone;
    if (moved && plan.preapprovalStatus) await stopPreapprovals(tx, plan.id, now, 'method_changed');
    const template = { ...(plan.template as Record<string, unknown>), paymentMethod: body.method };
    if (body.method !== 'card') Object.assign(template, 'sponsorPhone' in template ? {} : { phone });
    const [updated] = await tx
      .update(recurringPlans)
      .set({
        method: body.method,
        payerPhone: phone,
        // A new card is given on the card page; the old card's token must not be charged again.
        cardToken: body.method === 'card' && plan.method === 'card' ? plan.cardToken : null,
        ...(moved && plan.preapprovalStatus
          ? { preapprovalStatus: null, preapprovalRef: null, preapprovalMaxRwf: null, preapprovalEndsOn: null }
          : {}),
        template,
        updatedAt: now,
      })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    await recordActivity(tx, null, 'update', 'recurring_plan', plan.id, {
      before: { paymentMethod: plan.method, phone: masked(plan.payerPhone) },
      after: { paymentMethod: body.method, phone: masked(phone) },
      name: plan.target,
    });
    return updated!;
  });
}
