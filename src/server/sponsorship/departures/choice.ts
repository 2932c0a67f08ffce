import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { childDepartures } from '~/server/core/db/departure-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { publicNameOf } from '~/server/core/db/child-name';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, conflict, notFound } from '~/server/core/http/errors';
import { resumeColumns, type PlanPurchase } from '~/server/giving';
import { translate } from '~/shared/i18n';
import type { Language } from '~/shared/i18n';
import type { DepartureChoice } from '~/shared/schemas/departure';
import { departuresOfAddress } from '~/server/core/supporters/of-address';
import { offeredChild } from './offered';

type PlanRow = typeof recurringPlans.$inferSelect;
type Departure = typeof childDepartures.$inferSelect;
const text = (key: string, lang: Language) => translate(`children:giving.${key}`, {}, lang);

/** The plan goes on as it was before the child left: active again from the next month, or paused/lapsed as it was. */
async function goOn(tx: Db, plan: PlanRow, before: string | null, now: Date) {
  if (before === 'active') return resumeColumns(tx, plan, now);
  return { status: (before === 'lapsed' ? 'lapsed' : 'paused') as PlanRow['status'] };
}

/** Another child: the one waiting longest that the monthly amount covers, sponsored by this sponsor from today. */
async function sponsorAnother(tx: Db, d: Departure, plan: PlanRow, now: Date, lang: Language) {
  const child = await offeredChild(tx, plan.amountRwf, true);
  if (!child) throw conflict(text('noChildWaiting', lang));
  const [sponsorship] = await tx
    .insert(sponsorships)
    .values({
      childId: child.id,
      sponsorName: d.sponsorName,
      sponsorEmail: d.sponsorEmail,
      sponsorPhone: plan.payerPhone,
      source: 'payment',
      startedAt: now,
    })
    .returning({ id: sponsorships.id });
  await tx
    .update(children)
    .set({ isSponsored: true, sponsorshipId: sponsorship!.id, updatedAt: now })
    .where(eq(children.id, child.id));
  await bumpContentVersion(tx);
  const template = { ...(plan.template as PlanPurchase), childId: child.id, childName: publicNameOf(child) };
  return { child, set: { childId: child.id, target: publicNameOf(child), template } };
}

/** A general monthly gift: the plan becomes a monthly donation to the children's programme. */
function generalGift(plan: PlanRow, d: Departure) {
  const t = plan.template as PlanPurchase & { sponsorName?: string; sponsorPhone?: string };
  const target = 'General Donation';
  const template = {
    amount: plan.amountRwf,
    donationType: 'monthly' as const,
    paymentMethod: plan.method,
    firstName: t.sponsorName ?? d.sponsorName ?? plan.payerName,
    lastName: '',
    email: plan.payerEmail,
    phone: t.sponsorPhone ?? plan.payerPhone,
    anonymous: false,
    childId: null,
    target,
    lang: plan.lang as Language,
  };
  return { kind: 'donation' as const, childId: null, target, template };
}

/**
 * The sponsor's answer after their child left, from their signed giving page (`email`
 * is the link's address): the plan follows it in the same transaction. Another child:
 * the one waiting longest (409 when none is waiting that the amount covers); a general
 * gift: a monthly donation; the end: the plan is cancelled. Without a plan (a one-time
 * sponsorship) only the end (a thank-you) is recorded. Answered once: 409 after.
 */
export async function chooseAfterDeparture(
  db: Db,
  departureId: string,
  email: string,
  choice: DepartureChoice,
  lang: Language,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(childDepartures)
      .where(and(eq(childDepartures.id, departureId), await departuresOfAddress(tx, childDepartures, email)))
      .for('update');
    if (!d) throw notFound(text('notFound', lang));
    if (d.chosenAt) throw conflict(text('alreadyChosen', lang));
    const [plan] = d.planId
      ? await tx.select().from(recurringPlans).where(eq(recurringPlans.id, d.planId)).for('update')
      : [];
    const livePlan = plan && plan.status !== 'cancelled' ? plan : null;
    if (!livePlan && choice !== 'end') throw new HttpError(409, text('noPlan', lang));
    let newChildId: string | null = null;
    if (livePlan) {
      let set: Partial<typeof recurringPlans.$inferInsert>;
      if (choice === 'end') set = { status: 'cancelled', cardToken: null };
      else {
        const change =
          choice === 'another_child'
            ? (await sponsorAnother(tx, d, livePlan, now, lang)).set
            : generalGift(livePlan, d);
        newChildId = 'childId' in change ? change.childId : null;
        set = { ...change, ...(await goOn(tx, livePlan, d.planStatusBefore, now)) };
      }
      await tx
        .update(recurringPlans)
        .set({ ...set, updatedAt: now })
        .where(eq(recurringPlans.id, livePlan.id));
    }
    const [saved] = await tx
      .update(childDepartures)
      .set({ choice, newChildId, chosenAt: now })
      .where(and(eq(childDepartures.id, d.id), isNull(childDepartures.chosenAt)))
      .returning();
    return saved!;
  });
}
