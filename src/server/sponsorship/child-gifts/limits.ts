import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { payments } from '~/server/core/db/schema';
import { readSettings } from '~/server/core/site/store';
import type { ChildGiftAllowance } from '~/shared/schemas/child-gift';
import { type ChildGiftKind, type ChildGiftSettings, childGiftKinds } from '~/shared/schemas/child-gift-settings';
import { zonedDay, zonedStartOfDay } from '~/shared/time-zone';

/** The limits staff set in Site settings (their first values until saved). */
export async function childGiftLimits(db: Db, config: Pick<Config, 'org'>): Promise<ChildGiftSettings> {
  return (await readSettings(db, config)).settings.childGifts;
}

/** The organisation's calendar year around `now` (ORG_TIME_ZONE), as the caps count it. */
export function giftYear(now: Date, timeZone: string): { from: Date; to: Date } {
  const year = Number(zonedDay(now, timeZone).slice(0, 4));
  return { from: zonedStartOfDay(`${year}-01-01`, timeZone), to: zonedStartOfDay(`${year + 1}-01-01`, timeZone) };
}

/**
 * What one child has been given of each kind this year: the gifts recorded, and the
 * gifts still pending (a MoMo payment waiting for the phone counts until it settles, so
 * two gifts at once cannot pass the cap together). Read inside the gift's transaction,
 * after the child's row is locked.
 */
export async function givenThisYear(
  db: Db,
  childId: string,
  year: { from: Date; to: Date },
): Promise<Record<ChildGiftKind, number>> {
  const [recorded, pending] = await Promise.all([
    db
      .select({ kind: childGifts.kind, total: sql<string>`coalesce(sum(${childGifts.amountRwf}), 0)` })
      .from(childGifts)
      .where(
        and(eq(childGifts.childId, childId), gte(childGifts.createdAt, year.from), lt(childGifts.createdAt, year.to)),
      )
      .groupBy(childGifts.kind),
    db
      .select({
        kind: sql<string>`${payments.purchase}->>'kind'`,
        total: sql<string>`coalesce(sum(${payments.amountMinor}), 0)`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'child-gift'),
          eq(payments.status, 'pending'),
          sql`${payments.purchase}->>'childId' = ${childId}`,
          gte(payments.createdAt, year.from),
          lt(payments.createdAt, year.to),
        ),
      )
      .groupBy(sql`${payments.purchase}->>'kind'`),
  ]);
  const given = { birthday: 0, christmas: 0, family: 0 };
  for (const row of [...recorded, ...pending])
    if ((childGiftKinds as readonly string[]).includes(row.kind)) given[row.kind as ChildGiftKind] += Number(row.total);
  return given;
}

export function allowancesOf(limits: ChildGiftSettings, given: Record<ChildGiftKind, number>): ChildGiftAllowance[] {
  return childGiftKinds.map((kind) => ({
    kind,
    min: limits[kind].min,
    yearlyCap: limits[kind].yearlyCap,
    given: given[kind],
    remaining: Math.max(0, limits[kind].yearlyCap - given[kind]),
  }));
}
