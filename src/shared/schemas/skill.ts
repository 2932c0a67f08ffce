import { z } from 'zod';
import { optionalText, requiredText } from './common';

export const skillSchema = z.object({
  name: requiredText('skill.name', 100),
  description: optionalText(1000),
  requirements: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(30)])
    .default([])
    .transform((r) => (Array.isArray(r) ? r : r.split(',')).map((s) => s.trim()).filter(Boolean)),
});
export type SkillInput = z.input<typeof skillSchema>;
