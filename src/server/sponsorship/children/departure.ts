import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childDepartures } from '~/server/core/db/departure-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { recordActivity } from '~/server/core/activity/record';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { conflict } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { DepartureInput } from '~/shared/schemas/departure';
import { lockChildForStaff, staffStateChange } from './child-staff';
import { supporters } from '~/server/core/db/supporters-schema';

/** The language the sponsor chose (kept on their supporter record), when known. */
async function supporterLanguageOf(db: Db, supporterId: string | null | undefined): Promise<string | null> {
  if (!supporterId) return null;
  const [row] = await db.select({ lang: supporters.lang }).from(supporters).where(eq(supporters.id, supporterId));
  return row?.lang ?? null;
}

type Departure = typeof childDepartures.$inferSelect;

/** The sponsor's monthly plan for this child that may still be charged (the latest, if several). */
async function planOf(tx: Db, childId: string, email: string) {
  const [plan] = await tx
    .select()
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.kind, 'sponsorship'),
        eq(recurringPlans.childId, childId),
        eq(recurringPlans.payerEmail, email.trim().toLowerCase()),
        inArray(recurringPlans.status, ['active', 'paused', 'lapsed']),
      ),
    )
    .orderBy(desc(recurringPlans.createdAt))
    .limit(1)
    .for('update');
  return plan ?? null;
}

/**
 * Staff record that a child left the programme (graduated, moved away, left), with a
 * message for the sponsor. In one transaction: the child leaves every public list
 * (`listed` follows `left_at`), a pending payment's hold is let go (approved later, it
 * waits for staff like any unplaced payment), the sponsorship ends, and the sponsor's
 * monthly plan is paused until they choose (another child, a general gift, the end).
 * A child who already left is 409. The caller e-mails the sponsor afterwards.
 */
export async function recordDeparture(db: Db, childId: string, input: DepartureInput, adminId: string) {
  return db.transaction(async (tx): Promise<Departure> => {
    const child = await lockChildForStaff(tx, childId);
    if (child.leftAt) throw conflict(translate('children:departure.alreadyLeft'));
    const [sponsorship] = await tx
      .select()
      .from(sponsorships)
      .where(and(eq(sponsorships.childId, childId), eq(sponsorships.status, 'active')));
    const email = sponsorship?.sponsorEmail ?? null;
    const plan = email ? await planOf(tx, childId, email) : null;
    const now = new Date();
    if (plan)
      await tx.update(recurringPlans).set({ status: 'paused', updatedAt: now }).where(eq(recurringPlans.id, plan.id));
    const state = await staffStateChange(tx, child, { isSponsored: false, releaseHold: true }, adminId);
    const [after] = await tx
      .update(children)
      .set({ ...state, leftAt: now, updatedAt: now })
      .where(eq(children.id, childId))
      .returning();
    await bumpContentVersion(tx);
    const [departure] = await tx
      .insert(childDepartures)
      .values({
        childId,
        reason: input.reason as Departure['reason'],
        message: input.message.trim(),
        sponsorshipId: sponsorship?.id ?? null,
        planId: plan?.id ?? null,
        planStatusBefore: plan?.status ?? null,
        sponsorName: sponsorship?.sponsorName ?? null,
        sponsorEmail: email,
        lang: (await supporterLanguageOf(tx, sponsorship?.supporterId)) ?? plan?.lang ?? 'en',
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    await recordActivity(tx, adminId, 'leave', 'child', childId, { before: child, after });
    return departure!;
  });
}

/** A departure as staff see it (shared/schemas/departure.ts). */
export const departureView = (d: Departure, childName: string | null) => ({
  _id: d.id,
  childId: d.childId,
  childName,
  reason: d.reason,
  message: d.message,
  sponsorName: d.sponsorName,
  sponsorEmail: d.sponsorEmail,
  hasPlan: d.planId !== null,
  choice: d.choice,
  chosenAt: d.chosenAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});

/** Departures as staff see them: `overdue` keeps those a sponsor has not answered in `days` days. */
export async function listDepartures(db: Db, q: { overdue: boolean; days: number; limit: number; offset: number }) {
  const where = q.overdue
    ? sql`${childDepartures.chosenAt} IS NULL AND ${childDepartures.sponsorEmail} IS NOT NULL
        AND ${childDepartures.createdAt} < now() - make_interval(days => ${q.days})`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ d: childDepartures, childName: children.name })
      .from(childDepartures)
      .leftJoin(children, eq(children.id, childDepartures.childId))
      .where(where)
      .orderBy(q.overdue ? childDepartures.createdAt : desc(childDepartures.createdAt), childDepartures.id)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(childDepartures)
      .where(where),
  ]);
  return {
    rows: rows.map(({ d, childName }) => departureView(d, childName)),
    total: Number(counted?.n ?? 0),
  };
}
