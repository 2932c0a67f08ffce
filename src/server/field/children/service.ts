import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import { centres } from '~/server/core/db/centres-schema';
import { childPublicName } from '~/server/core/db/child-name';
import { fieldItems } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';
import type { FieldChild } from '~/shared/schemas/field';
import { childrenOf } from '../scope';

/**
 * The children a person works with in the field (scope.ts), still in the programme, by
 * preferred name: what the phone caches. Only the preferred name, age, photo, centre and
 * when a report was last approved; never the full name, the place or anything of a sponsor.
 */
export async function fieldChildren(db: Db, admin: Pick<Admin, 'id' | 'role'>): Promise<FieldChild[]> {
  const lastReport = db
    .select({ childId: fieldItems.childId, at: max(fieldItems.reviewedAt).as('at') })
    .from(fieldItems)
    .where(and(eq(fieldItems.kind, 'report'), eq(fieldItems.status, 'approved')))
    .groupBy(fieldItems.childId)
    .as('last_report');
  const rows = await db
    .select({
      id: children.id,
      preferredName: childPublicName,
      age: children.age,
      photo: children.photo,
      centreId: centres.id,
      centreName: centres.name,
      lastReportAt: lastReport.at,
    })
    .from(children)
    .leftJoin(centres, eq(centres.id, children.centreId))
    .leftJoin(lastReport, eq(lastReport.childId, children.id))
    .where(and(isNull(children.leftAt), childrenOf(db, admin)))
    .orderBy(asc(sql`lower(${childPublicName})`), asc(children.id));
  return rows.map((r) => ({
    _id: r.id,
    preferredName: r.preferredName,
    age: r.age,
    photo: r.photo,
    centre: r.centreId ? { _id: r.centreId, name: r.centreName ?? '' } : null,
    lastReportAt: r.lastReportAt ? new Date(r.lastReportAt).toISOString() : null,
  }));
}
