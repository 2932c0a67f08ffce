import { childPublicName, publicNameOfTable } from '~/server/core/db/child-name';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations, giftOrderItems, giftOrders, payments, children } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import {
  childGiftReference,
  donationReference,
  orderReference,
  sponsorshipReference,
} from '~/server/giving/payments/purchase-details';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { alias } from 'drizzle-orm/pg-core';
import type { GivingPayment, GivingPlan } from '~/shared/schemas/giving';
import { DEFAULT_TIME_ZONE, zonedStartOfDay } from '~/shared/time-zone';
import { ofSupporters, supportersOfAddress } from '~/server/core/supporters/of-address';
import { plansAwaitingChoice } from './departure-guard';
import { isAutomatic } from './preapproval';

/**
 * What one supporter (or the supporters one address stands for) has given: every
 * approved payment of their records (donations, sponsorships and their monthly plans'
 * charges, gift orders, gifts to their sponsored child; all methods), the gifts staff
 * recorded as received offline from them (cash, bank, cheque), newest first; and their
 * monthly plans. Read by supporter, so a merged record and a supporter without an address
 * show everything. A year is the organisation's calendar year (ORG_TIME_ZONE), not UTC's.
 */
export async function paymentsOfSupporters(
  db: Db,
  supporterIds: readonly string[],
  year?: number,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<GivingPayment[]> {
  if (!supporterIds.length) return [];
  const [from, to] = year
    ? [zonedStartOfDay(`${year}-01-01`, timeZone), zonedStartOfDay(`${year + 1}-01-01`, timeZone)]
    : [];
  const inYear = from && to ? [gte(payments.settledAt, from), lt(payments.settledAt, to)] : [];
  const [online, offline] = await Promise.all([
    onlinePayments(db, supporterIds, inYear),
    offlineGifts(db, supporterIds, year),
  ]);
  return [...online, ...offline].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 1000);
}

/** What the address's supporters gave (a signed link, a statement e-mailed to it). */
export async function paymentsOf(db: Db, email: string, year?: number, timeZone = DEFAULT_TIME_ZONE) {
  return paymentsOfSupporters(db, await supportersOfAddress(db, email), year, timeZone);
}

/** The payments made for a supporter's records: each purchase table's `payment_id`, by its indexed `supporter_id`. */
const paymentIdsOf = (ids: readonly string[]) => sql`
  SELECT payment_id FROM donations WHERE ${ofSupporters(sql`supporter_id`, ids)} AND payment_id IS NOT NULL
  UNION ALL SELECT payment_id FROM sponsorship_payments WHERE ${ofSupporters(sql`supporter_id`, ids)}
  UNION ALL SELECT payment_id FROM unplaced_sponsorships WHERE ${ofSupporters(sql`supporter_id`, ids)}
  UNION ALL SELECT payment_id FROM gift_orders WHERE ${ofSupporters(sql`supporter_id`, ids)}
  UNION ALL SELECT c.payment_id FROM recurring_charges c JOIN recurring_plans p ON p.id = c.plan_id
    WHERE ${ofSupporters(sql`p.supporter_id`, ids)} AND c.payment_id IS NOT NULL
  UNION ALL SELECT g.payment_id FROM child_gifts g JOIN sponsorships s ON s.id = g.sponsorship_id
    WHERE ${ofSupporters(sql`s.supporter_id`, ids)}`;

/** Gifts staff recorded as received offline: no payment, the day they were received. */
async function offlineGifts(db: Db, supporterIds: readonly string[], year?: number): Promise<GivingPayment[]> {
  const inYear = year
    ? [gte(offlineDonations.receivedOn, `${year}-01-01`), lt(offlineDonations.receivedOn, `${year + 1}-01-01`)]
    : [];
  const rows = await db
    .select({
      id: donations.id,
      amount: donations.amountRwf,
      method: donations.paymentMethod,
      target: donations.target,
      at: donations.createdAt,
    })
    .from(donations)
    .innerJoin(offlineDonations, eq(offlineDonations.donationId, donations.id))
    .where(and(isNull(donations.paymentId), ofSupporters(donations.supporterId, supporterIds), ...inYear))
    .orderBy(desc(donations.createdAt))
    .limit(1000);
  return rows.map((r) => ({
    _id: r.id,
    kind: 'donation',
    amount: Number(r.amount),
    currency: 'RWF',
    method: r.method,
    date: r.at.toISOString(),
    reference: donationReference(r.id),
    description: r.target,
    planId: null,
  }));
}

/** The child a gift went to (children is joined once already, for sponsorships). */
const giftChildren = alias(children, 'gift_children');

async function onlinePayments(
  db: Db,
  supporterIds: readonly string[],
  inYear: ReturnType<typeof gte>[],
): Promise<GivingPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      kind: payments.kind,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      method: payments.method,
      settledAt: payments.settledAt,
      createdAt: payments.createdAt,
      donationId: donations.id,
      target: donations.target,
      sponsorshipId: sponsorshipPayments.id,
      child: childPublicName,
      orderId: giftOrders.id,
      planId: recurringCharges.planId,
      childGiftId: childGifts.id,
      giftChild: publicNameOfTable(giftChildren),
    })
    .from(payments)
    .leftJoin(donations, eq(donations.paymentId, payments.id))
    .leftJoin(sponsorshipPayments, eq(sponsorshipPayments.paymentId, payments.id))
    .leftJoin(children, eq(children.id, sponsorshipPayments.childId))
    .leftJoin(giftOrders, eq(giftOrders.paymentId, payments.id))
    .leftJoin(recurringCharges, eq(recurringCharges.paymentId, payments.id))
    .leftJoin(childGifts, eq(childGifts.paymentId, payments.id))
    .leftJoin(giftChildren, eq(giftChildren.id, childGifts.childId))
    // ARRAY(...) is worked out first, once: the payments are then read by their key. As
    // `IN (subquery)` with the eight joined tables (past PostgreSQL's join_collapse_limit of 8)
    // every approved payment was joined first: 900 ms against 1 on 100,000 payments.
    .where(
      and(eq(payments.status, 'approved'), sql`${payments.id} = ANY(ARRAY(${paymentIdsOf(supporterIds)}))`, ...inYear),
    )
    .orderBy(desc(payments.settledAt), desc(payments.createdAt))
    .limit(1000);
  const bought = await giftsBought(
    db,
    rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
  );
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    amount: r.currency === 'USD' ? r.amountMinor / 100 : r.amountMinor,
    currency: r.currency,
    method: r.method,
    date: (r.settledAt ?? r.createdAt).toISOString(),
    reference: r.donationId
      ? donationReference(r.donationId)
      : r.sponsorshipId
        ? sponsorshipReference(r.sponsorshipId)
        : r.orderId
          ? orderReference(r.orderId)
          : r.childGiftId
            ? childGiftReference(r.childGiftId)
            : r.id.slice(0, 8).toUpperCase(),
    description: r.target ?? r.child ?? r.giftChild ?? (r.orderId ? (bought.get(r.orderId) ?? '') : ''),
    planId: r.planId ?? null,
  }));
}

/** What each gift order bought, as sold ("School kit, Goat"): a receipt says it instead of "nothing in return". */
async function giftsBought(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map();
  const items = await db
    .select({ orderId: giftOrderItems.orderId, name: giftOrderItems.name })
    .from(giftOrderItems)
    .where(inArray(giftOrderItems.orderId, orderIds))
    .orderBy(asc(giftOrderItems.id));
  const names = new Map<string, string[]>();
  for (const i of items) names.set(i.orderId, [...(names.get(i.orderId) ?? []), i.name]);
  return new Map([...names].map(([id, list]) => [id, list.join(', ')]));
}

type PlanRow = typeof recurringPlans.$inferSelect;

export const planView = (p: PlanRow): GivingPlan => ({
  _id: p.id,
  kind: p.kind,
  amount: p.amountRwf,
  method: p.method,
  target: p.target,
  childId: p.childId,
  dayOfMonth: p.dayOfMonth,
  nextDueOn: p.nextDueOn,
  status: p.status,
  failures: p.failures,
  lastPaidAt: p.lastPaidAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  preapproval: p.preapprovalStatus === 'pending' || p.preapprovalStatus === 'approved' ? p.preapprovalStatus : null,
  automaticUntil: p.preapprovalStatus === 'approved' ? p.preapprovalEndsOn : null,
  automaticMax: p.preapprovalStatus === 'approved' ? p.preapprovalMaxRwf : null,
  automatic: p.status === 'active' && (isAutomatic(p) || (p.method === 'card' && !!p.cardToken)),
});

/** A supporter's monthly plans (any status), newest first. */
export async function plansOfSupporters(db: Db, supporterIds: readonly string[]): Promise<GivingPlan[]> {
  if (!supporterIds.length) return [];
  const rows = await db
    .select()
    .from(recurringPlans)
    .where(ofSupporters(recurringPlans.supporterId, supporterIds))
    .orderBy(desc(recurringPlans.createdAt));
  const waiting = await plansAwaitingChoice(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...planView(r), awaitsChoice: waiting.has(r.id) }));
}

/** Whether an address ever gave (for the "send me my link" form: nothing is said either way). */
export async function hasGiven(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'approved'), sql`lower(${payments.payerEmail}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a signed link's address may see and change this plan: it was set up with the
 * address, or it belongs to one of the supporters the address stands for (a merged record).
 */
export async function isPlanOf(
  db: Pick<Db, 'execute'>,
  plan: { payerEmail: string; supporterId: string | null },
  email: string,
): Promise<boolean> {
  if (plan.payerEmail === email.trim().toLowerCase()) return true;
  return !!plan.supporterId && (await supportersOfAddress(db, email)).includes(plan.supporterId);
}
