import { desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childDepartures } from '~/server/core/db/departure-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children } from '~/server/core/db/schema';
import { childPublicName, publicNameOf } from '~/server/core/db/child-name';
import type { SponsorDeparture } from '~/shared/schemas/departure';
import { departuresOfAddress } from '~/server/core/supporters/of-address';
import { offeredChild } from './offered';

/**
 * The departures of a sponsor's children (their signed giving page), newest first: what
 * staff wrote, whether a plan waits for the choice and, while it waits, the child who
 * would be offered (the one waiting longest that the monthly amount covers; public fields).
 */
export async function sponsorDepartures(db: Db, email: string): Promise<SponsorDeparture[]> {
  const rows = await db
    .select({
      d: childDepartures,
      childName: childPublicName,
      amount: recurringPlans.amountRwf,
      planStatus: recurringPlans.status,
    })
    .from(childDepartures)
    .leftJoin(children, eq(children.id, childDepartures.childId))
    .leftJoin(recurringPlans, eq(recurringPlans.id, childDepartures.planId))
    .where(await departuresOfAddress(db, childDepartures, email))
    .orderBy(desc(childDepartures.createdAt))
    .limit(20);
  const out: SponsorDeparture[] = [];
  for (const { d, childName, amount, planStatus } of rows) {
    const hasPlan = amount !== null && planStatus !== null && (d.chosenAt !== null || planStatus !== 'cancelled');
    const offered = d.chosenAt ? null : await offeredChild(db, hasPlan ? amount : null);
    out.push({
      _id: d.id,
      childName: childName ?? '',
      reason: d.reason,
      message: d.message,
      hasPlan,
      amount: hasPlan ? amount : null,
      choice: d.choice,
      offered: offered
        ? {
            _id: offered.id,
            name: publicNameOf(offered),
            age: offered.age,
            location: offered.district,
            // As the public reads them (docs/children-protection.md): the photo and the story with the guardian's consent.
            photo: new Set(offered.consentScope).has('photo') ? offered.photo : null,
            story: new Set(offered.consentScope).has('story') ? offered.story : '',
          }
        : null,
      createdAt: d.createdAt.toISOString(),
    });
  }
  return out;
}
