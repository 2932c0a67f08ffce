import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { skills } from '~/server/core/db/schema';
import { contentRecordWrites } from '~/server/core/content/record-writes';
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

const skillWrites = contentRecordWrites(skills, 'skill', toSkillRecord, SKILL_NOT_FOUND);

export const createSkill = (db: Db, input: SkillData, adminId: string) => skillWrites.create(db, adminId, input);

export const updateSkill = (db: Db, id: string, input: SkillData, adminId: string) =>
  skillWrites.update(db, id, adminId, input);

/** Applications that named the skill keep their other fields (skill_id becomes null). */
export const deleteSkill = (db: Db, id: string, adminId: string) => skillWrites.remove(db, id, adminId);
