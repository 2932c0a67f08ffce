import { type SQL, eq, inArray } from 'drizzle-orm';
import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import { staffCentres } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';

/**
 * Which children a person works with in the field (docs/field.md): a field officer,
 * those of the centres they are assigned to (none assigned: none); sponsorship staff and
 * administrators, every child. A condition on `children`, or undefined for every child.
 */
export function childrenOf(db: Db, admin: Pick<Admin, 'id' | 'role'>): SQL | undefined {
  if (admin.role !== 'field') return undefined;
  const mine = db.select({ id: staffCentres.centreId }).from(staffCentres).where(eq(staffCentres.userId, admin.id));
  return inArray(children.centreId, mine);
}
