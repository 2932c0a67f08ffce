import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { skills } from '~/server/core/db/schema';
import { recordActivity } from '~/server/core/activity/record';
import { auditedDelete, auditedUpdate, firstRow } from '~/server/core/content/audited-write';
import type { skillBodySchema } from '~/shared/schemas/translations';

export type SkillData = z.output<typeof skillBodySchema>;
type Row = typeof skills.$inferSelect;
export const SKILL_NOT_FOUND = 'Skill not found';

/** A skill with its stored translations (public answers pass through `localize`, which takes them out). */
export function toSkillRecord(row: Row) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    requirements: row.requirements,
    translations: row.translations ?? {},
  };
}

export async function listSkills(db: Db) {
  const rows = await db.select().from(skills).orderBy(asc(skills.createdAt), asc(skills.name), asc(skills.id));
  return rows.map(toSkillRecord);
}

export async function createSkill(db: Db, input: SkillData, adminId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(skills).values(input).returning();
    await bumpContentVersion(tx);
    await recordActivity(tx, adminId, 'create', 'skill', row!.id, { after: row });
    return toSkillRecord(row!);
  });
}

export async function updateSkill(db: Db, id: string, input: SkillData, adminId: string) {
  return auditedUpdate(
    db,
    { entity: 'skill', id, adminId, missing: SKILL_NOT_FOUND },
    {
      before: (tx) => firstRow(tx.select().from(skills).where(eq(skills.id, id)).for('update')),
      write: (tx) => firstRow(tx.update(skills).set(input).where(eq(skills.id, id)).returning()),
      answer: toSkillRecord,
    },
  );
}

/** Applications that named the skill keep their other fields (skill_id becomes null). */
export async function deleteSkill(db: Db, id: string, adminId: string): Promise<void> {
  await auditedDelete(db, { entity: 'skill', id, adminId, missing: SKILL_NOT_FOUND }, (tx) =>
    firstRow(tx.delete(skills).where(eq(skills.id, id)).returning()),
  );
}
