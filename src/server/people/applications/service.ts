import { type SQL, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { applications, skills } from '~/server/core/db/schema';
import { badRequest, notFound } from '~/server/core/http/errors';
import type {
  Application,
  ApplicationListQuery,
  ApplicationPage,
  applicationInputSchema,
} from '~/shared/schemas/application';
import { containsPattern } from '~/server/core/db/like';
import { pageInfo, pageWindow } from '~/server/core/http/paging';
import { translate } from '~/shared/i18n';
import { recordActivity } from '~/server/core/activity/record';
import { FOREIGN_KEY_VIOLATION, sqlState } from '~/server/core/db/sql-state';

export type ApplicationData = z.output<typeof applicationInputSchema>;
export const APPLICATION_NOT_FOUND = 'Application not found';

const skillMissing = () =>
  badRequest(`skillsInterests: ${translate('validation:application.skill', { field: 'skillsInterests' })}`);

/** PostgreSQL dates run from 4713 BC; a volunteer's availability is sensibly within these years. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

export function checkAvailabilityDate(date: string): void {
  const year = Number(date.slice(0, 4));
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
    throw badRequest(
      `availabilityDate: ${translate('validation:application.availabilityDateRange', { field: 'availabilityDate' })}`,
    );
  }
}

const selection = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  country: applications.country,
  availabilityDate: applications.availabilityDate,
  createdAt: applications.createdAt,
  skillId: skills.id,
  skillName: skills.name,
};
type Joined = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  availabilityDate: string;
  createdAt: Date;
  skillId: string | null;
  skillName: string | null;
};

/** docs/product.md: skillsInterests is an id when submitted and an object whose name is shown when read back. */
export function toApplicationRecord(row: Joined): Application {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    skillsInterests: row.skillId ? { _id: row.skillId, name: row.skillName ?? '' } : null,
    availabilityDate: row.availabilityDate,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createApplication(db: Db, input: ApplicationData) {
  checkAvailabilityDate(input.availabilityDate);
  let skill: { id: string; name: string } | undefined;
  if (input.skillsInterests) {
    [skill] = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(eq(skills.id, input.skillsInterests.toLowerCase()));
    if (!skill) throw skillMissing();
  }
  try {
    const row = await db.transaction(async (tx) => {
      const supporterId = await findOrCreateSupporter(tx, {
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        phone: input.phone,
      });
      const [made] = await tx
        .insert(applications)
        .values({
          supporterId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          country: input.country,
          skillId: skill?.id ?? null,
          availabilityDate: input.availabilityDate,
        })
        .returning();
      return made;
    });
    return toApplicationRecord({ ...row!, skillId: skill?.id ?? null, skillName: skill?.name ?? null });
  } catch (error) {
    // The skill was deleted between the check and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw skillMissing();
    throw error;
  }
}

/** Name A-Z ignores case: the same expressions as the applications_name_idx index. */
const byName = [sql`lower(${applications.firstName})`, sql`lower(${applications.lastName})`];
const orders = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  name: [...byName.map((e) => asc(e)), asc(applications.id)],
} satisfies Record<ApplicationListQuery['sort'], SQL[]>;

/**
 * One page of the applications in the chosen order, filtered before the page is cut:
 * docs/product.md's search matches first name, last name (or both, as written), e-mail and the skill.
 */
export async function listApplications(db: Db, q: ApplicationListQuery): Promise<ApplicationPage> {
  let where: SQL | undefined;
  if (q.q) {
    const pattern = containsPattern(q.q);
    where = or(
      ilike(applications.firstName, pattern),
      ilike(applications.lastName, pattern),
      ilike(sql`${applications.firstName} || ' ' || ${applications.lastName}`, pattern),
      ilike(applications.email, pattern),
      ilike(skills.name, pattern),
    );
  }
  const { limit, offset } = pageWindow(q);
  const [rows, [totals]] = await Promise.all([
    db
      .select(selection)
      .from(applications)
      .leftJoin(skills, eq(skills.id, applications.skillId))
      .where(where)
      .orderBy(...orders[q.sort])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(applications).leftJoin(skills, eq(skills.id, applications.skillId)).where(where),
  ]);
  return { data: rows.map(toApplicationRecord), ...pageInfo(q, totals?.total ?? 0) };
}

export async function deleteApplication(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(applications).where(eq(applications.id, id)).returning({ id: applications.id });
    if (deleted.length === 0) throw notFound(APPLICATION_NOT_FOUND);
    await recordActivity(tx, adminId, 'delete', 'application', id);
  });
}
