import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import { ADMINISTRATOR } from '~/shared/staff-roles';

const missing = () => translate('staff:api.notFound');

/**
 * A route on one staff member's field work (their centres, the pairs they translate, a lost
 * phone's sessions): the administrator's, and a 404 for a person who is not there.
 */
export const onAStaffMember = { auth: 'admin', roles: ADMINISTRATOR, notFound: missing } as const;

/** The staff member a change is about, locked until the change is saved: a 404 when there is none. */
export async function lockedStaffMember(tx: Db, userId: string) {
  const [person] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for('update');
  if (!person) throw notFound(missing());
  return person;
}
