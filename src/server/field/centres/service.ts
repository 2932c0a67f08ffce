import { asc, eq, inArray } from 'drizzle-orm';
import { lockedStaffMember } from '../staff-member';
import type { Db } from '~/server/core/db/client';
import { centres } from '~/server/core/db/centres-schema';
import { staffCentres } from '~/server/core/db/field-schema';
import { recordActivity } from '~/server/core/activity/record';
import { HttpError, conflict } from '~/server/core/http/errors';
import type { Centre } from '~/shared/schemas/field';
import type { FieldText } from '../texts';

const toCentre = (row: { id: string; name: string }): Centre => ({ _id: row.id, name: row.name });

export async function listCentres(db: Db): Promise<Centre[]> {
  return (await db.select().from(centres).orderBy(asc(centres.name))).map(toCentre);
}

/** A new centre; its name is unique (any case): 409. */
export async function addCentre(db: Db, by: string, name: string, t: FieldText): Promise<Centre> {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(centres);
    if (all.some((c) => c.name.toLowerCase() === name.toLowerCase())) throw conflict(t('api.centreExists'));
    const [row] = await tx.insert(centres).values({ name }).onConflictDoNothing().returning();
    if (!row) throw conflict(t('api.centreExists'));
    await recordActivity(tx, by, 'create', 'centre', row.id, { after: { name: row.name } });
    return toCentre(row);
  });
}

/**
 * The centres a field officer is assigned to, replacing those they had. Only a field
 * officer is assigned centres (409 for another role); an unknown centre is a 400.
 */
export async function setStaffCentres(db: Db, by: string, userId: string, centreIds: string[], t: FieldText) {
  const ids = [...new Set(centreIds.map((id) => id.toLowerCase()))];
  await db.transaction(async (tx) => {
    const person = await lockedStaffMember(tx, userId);
    if (person.role !== 'field') throw conflict(t('api.notFieldOfficer'));
    const known = ids.length ? await tx.select({ id: centres.id }).from(centres).where(inArray(centres.id, ids)) : [];
    if (known.length !== ids.length) throw new HttpError(400, `centreIds: ${t('api.unknownCentre')}`);
    const before = await tx
      .select({ id: staffCentres.centreId })
      .from(staffCentres)
      .where(eq(staffCentres.userId, userId));
    await tx.delete(staffCentres).where(eq(staffCentres.userId, userId));
    if (ids.length) await tx.insert(staffCentres).values(ids.map((centreId) => ({ userId, centreId })));
    await recordActivity(tx, by, 'update', 'admin_user', userId, {
      before: { centres: before.map((r) => r.id).sort() },
      after: { centres: [...ids].sort() },
    });
  });
}
