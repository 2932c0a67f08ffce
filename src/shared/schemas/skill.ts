import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { localizedListOf, recordId, withTranslations } from './record';

export const skillInputSchema = z.object({
  name: requiredText('skill.name', 100),
  description: optionalText(1000),
  requirements: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(30)])
    .default([])
    .transform((r) => (Array.isArray(r) ? r : r.split(',')).map((s) => s.trim()).filter(Boolean)),
});
export type SkillInput = z.input<typeof skillInputSchema>;

/** A volunteer skill or interest as the API answers it. */
export const skillSchema = z.strictObject({
  _id: recordId,
  name: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
});
export type Skill = z.infer<typeof skillSchema>;
/** GET /api/availability. */
export const skillListSchema = localizedListOf(skillSchema);
export type SkillList = z.infer<typeof skillListSchema>;
/** A skill as stored: the English fields and their translations. */
export const storedSkillSchema = withTranslations(skillSchema);
export type StoredSkill = z.infer<typeof storedSkillSchema>;
