import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import type { Db } from '~/server/core/db/client';
import { keptPlans } from '~/server/core/db/kept-plans-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { runAt } from '~/server/giving';
import { zonedNoon } from '~/shared/time-zone';
import { anyOf, unnestOf } from './bulk';
import type { SponsorshipRow } from './check-gifts';
import type { RowError } from './check-rows';
import { type Child, isError, namedIn, type Supporter } from './givers';
import type { Outcome } from './write-supporters';

/**
 * Sponsorships from a spreadsheet (docs/importing.md): the child becomes sponsored by
 * that supporter (an active sponsorship, the child off the waiting list), with a monthly
 * plan in the row's method. A momo or airtel plan is a recurring plan like any other: the
 * payer is reminded and prompted each month from its next due day. A bank or cash plan is
 * kept by staff, who record each month's gift ("record this month"). A child sponsored by
 * someone else is an error, never a second sponsor. Nobody is written to.
 */
type Sponsorship = typeof sponsorships.$inferSelect;
type Kept = typeof keptPlans.$inferSelect;
type Recurring = typeof recurringPlans.$inferSelect;
const isKept = (m: SponsorshipRow['method']) => m === 'bank' || m === 'cash';

export interface SponsorshipPlan {
  row: number;
  record: SponsorshipRow;
  outcome: Outcome;
  child: Child;
  sponsor: Supporter;
  /** The sponsorship found (null: a new one, of this id). */
  found: Sponsorship | null;
  id: string;
  /** The plan found for it, of the row's kind. */
  plan: Kept | Recurring | null;
}

/** The first month a new plan collects: this month when its day is still ahead, else the next. */
export function firstPeriod(day: number, today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d < day) return today.slice(0, 7);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export async function planSponsorships(
  db: Db,
  rows: { row: number; record: SponsorshipRow }[],
): Promise<({ row: number; plan: SponsorshipPlan } | { row: number; errors: RowError[] })[]> {
  const refs = rows.flatMap((r) => (r.record.ref ? [r.record.ref] : []));
  const [{ giverOf: sponsorOf, kids }, byRef] = await Promise.all([
    namedIn(
      db,
      rows.map((r) => ({ person: r.record.sponsor, childRef: r.record.childRef })),
    ),
    refs.length ? db.select().from(sponsorships).where(anyOf(sponsorships.ref, refs)) : [],
  ]);
  const childIds = [...kids.values()].map((c) => c.id);
  const [active, kept, recurring] = childIds.length
    ? await Promise.all([
        db
          .select()
          .from(sponsorships)
          .where(and(anyOf(sponsorships.childId, childIds, 'uuid'), eq(sponsorships.status, 'active'))),
        db
          .select()
          .from(keptPlans)
          .where(anyOf(keptPlans.childId, childIds, 'uuid')),
        db
          .select()
          .from(recurringPlans)
          .where(
            and(
              anyOf(recurringPlans.childId, childIds, 'uuid'),
              eq(recurringPlans.kind, 'sponsorship'),
              ne(recurringPlans.status, 'cancelled'),
            ),
          ),
      ])
    : [[], [], []];
  const refOf = new Map(byRef.map((s) => [s.ref!, s]));
  const activeOf = new Map(active.map((s) => [s.childId!, s]));
  const now = new Date();

  return rows.map(({ row, record }) => {
    const fail = (column: string, message: string) => ({ row, errors: [{ column, message }] });
    const sponsor = sponsorOf(record.sponsor);
    if (isError(sponsor)) return { row, errors: [sponsor] };
    const child = kids.get(record.childRef);
    if (!child) return fail('child_ref', 'names no child: import the children first');
    if (child.leftAt) return fail('child_ref', 'names a child who has left the programme');
    const byRefFound = record.ref ? refOf.get(record.ref) : undefined;
    if (byRefFound && byRefFound.childId !== child.id)
      return fail('ref', 'is the ref of a sponsorship of another child');
    const found = byRefFound ?? activeOf.get(child.id) ?? null;
    if (found && found.status === 'active' && found.supporterId && found.supporterId !== sponsor.id)
      return fail('child_ref', 'is sponsored by another supporter: end that sponsorship first');
    if (!found && child.heldByPaymentId && child.heldUntil && child.heldUntil > now)
      return fail('child_ref', 'is held by a sponsorship payment in progress: try again in a few minutes');
    if (!isKept(record.method) && !sponsor.email)
      return fail(
        'method',
        'a mobile money plan needs the sponsor’s e-mail (for their receipts): give it, or write bank or cash',
      );
    const keptPlan = found ? kept.find((k) => k.sponsorshipId === found.id) : undefined;
    const monthly = recurring.find((p) => p.childId === child.id && p.supporterId === sponsor.id);
    const other = isKept(record.method) ? monthly : keptPlan;
    if (other)
      return fail(
        'method',
        `differs from the plan this sponsorship has (${other.method}): change it on the Recurring screen`,
      );
    const plan = (isKept(record.method) ? keptPlan : monthly) ?? null;
    const base = { row, record, child, sponsor, found, id: found?.id ?? randomUUID(), plan };
    if (!found) return { row, plan: { ...base, outcome: 'created' as const } };
    const same =
      found.status === 'active' &&
      found.supporterId === sponsor.id &&
      (!record.ref || found.ref === record.ref) &&
      plan !== null &&
      plan.amountRwf === record.amountRwf &&
      plan.dayOfMonth === record.dayOfMonth &&
      plan.method === record.method;
    return { row, plan: { ...base, outcome: same ? ('unchanged' as const) : ('updated' as const) } };
  });
}

/** Writes a batch's plans (call inside the batch's transaction): the new rows of each table in one insert. */
export async function writeSponsorships(
  tx: Db,
  plans: SponsorshipPlan[],
  adminId: string | null,
  timeZone: string,
): Promise<void> {
  const changed = plans.filter((p) => p.outcome !== 'unchanged');
  if (!changed.length) return;
  const today = new Date().toISOString().slice(0, 10);
  const who = (sponsor: Supporter) => ({
    sponsorName: sponsor.name,
    sponsorEmail: sponsor.email,
    sponsorPhone: sponsor.phone,
  });
  const fresh = changed.filter((p) => !p.found);
  if (fresh.length)
    await tx.insert(sponsorships).values(
      fresh.map(({ id, record: r, sponsor, child }) => ({
        id,
        childId: child.id,
        ...who(sponsor),
        supporterId: sponsor.id,
        source: 'staff' as const,
        startedAt: zonedNoon(r.startDate, timeZone),
        createdBy: adminId,
        ref: r.ref,
      })),
    );
  const known = changed.filter((p) => p.found);
  if (known.length)
    await tx.execute(sql`
      UPDATE ${sponsorships} AS s
         SET sponsor_name = t.name, sponsor_email = t.email, sponsor_phone = t.phone, supporter_id = t.supporter_id,
             ref = coalesce(t.ref, s.ref)
        FROM ${unnestOf(known, {
          id: ['uuid', (p) => p.id],
          name: ['text', (p) => p.sponsor.name],
          email: ['text', (p) => p.sponsor.email],
          phone: ['text', (p) => p.sponsor.phone],
          supporter_id: ['uuid', (p) => p.sponsor.id],
          ref: ['text', (p) => p.record.ref],
        })}
       WHERE s.id = t.id`);
  // Each child sponsored by its sponsorship: one update for the batch.
  await tx
    .update(children)
    .set({
      isSponsored: true,
      sponsorshipId: sql`(SELECT s.id FROM sponsorships s WHERE s.child_id = ${children.id} AND s.status = 'active')`,
      heldByPaymentId: null,
      heldUntil: null,
      updatedAt: new Date(),
    })
    .where(
      anyOf(
        children.id,
        changed.map((p) => p.child.id),
        'uuid',
      ),
    );
  const amounts = (r: SponsorshipRow) => ({ amountRwf: r.amountRwf, dayOfMonth: r.dayOfMonth, updatedAt: new Date() });
  // The plans found take the rows' amounts and days: one update per table.
  for (const table of [keptPlans, recurringPlans]) {
    const own = changed.filter((p) => p.plan && (table === keptPlans) === isKept(p.record.method));
    if (own.length)
      await tx.execute(sql`
        UPDATE ${table} AS p SET amount_rwf = t.amount_rwf, day_of_month = t.day_of_month, updated_at = now()
          FROM ${unnestOf(own, {
            id: ['uuid', (p) => p.plan!.id],
            amount_rwf: ['bigint', (p) => p.record.amountRwf],
            day_of_month: ['integer', (p) => p.record.dayOfMonth],
          })}
         WHERE p.id = t.id`);
  }
  const newPlans = changed.filter((p) => !p.plan);
  const kept = newPlans.filter((p) => isKept(p.record.method));
  if (kept.length)
    await tx.insert(keptPlans).values(
      kept.map(({ id, record: r, sponsor, child }) => ({
        ...amounts(r),
        sponsorshipId: id,
        supporterId: sponsor.id,
        childId: child.id,
        payerName: sponsor.name,
        method: r.method as 'bank' | 'cash',
      })),
    );
  const monthly = newPlans.filter((p) => !isKept(p.record.method));
  if (monthly.length)
    await tx.insert(recurringPlans).values(
      monthly.map(({ record: r, sponsor, child }) => {
        const period = firstPeriod(r.dayOfMonth, today);
        const nextDueOn = `${period}-${String(r.dayOfMonth).padStart(2, '0')}`;
        const childName = child.preferredName || child.name.split(' ')[0]!;
        const method = r.method as 'momo' | 'airtime';
        return {
          kind: 'sponsorship' as const,
          payerEmail: sponsor.email!,
          payerName: sponsor.name,
          payerPhone: sponsor.phone,
          lang: sponsor.lang,
          supporterId: sponsor.id,
          amountRwf: r.amountRwf,
          method,
          childId: child.id,
          target: childName,
          dayOfMonth: r.dayOfMonth,
          period,
          nextDueOn,
          nextRunAt: runAt(nextDueOn),
          template: {
            childId: child.id,
            childName,
            ...who(sponsor),
            amount: r.amountRwf,
            paymentMethod: method,
            paymentFrequency: 'monthly',
            lang: sponsor.lang,
          },
          originPaymentId: null,
        };
      }),
    );
  await bumpContentVersion(tx);
}
