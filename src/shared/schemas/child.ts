import { z } from 'zod';
import { atMost, requiredText, v } from './common';

/** Needs arrive as a JSON array string (multipart) or as a comma-separated form value. */
const needsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(30)])
  .transform((raw, ctx) => {
    let list: unknown = raw;
    if (typeof raw === 'string') {
      const s = raw.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          ctx.addIssue({ code: 'custom', message: v('child.needs') });
          return z.NEVER;
        }
      } else list = s.split(',');
    }
    if (!Array.isArray(list) || !list.every((n) => typeof n === 'string')) {
      ctx.addIssue({ code: 'custom', message: v('child.needs') });
      return z.NEVER;
    }
    return list
      .map((n: string) => n.trim())
      .filter(Boolean)
      .slice(0, 30);
  })
  .refine((l) => l.length > 0, v('child.needs'));

const boolField = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((b) => b === true || b === 'true');

export const childSchema = z.object({
  name: requiredText('child.name', 100),
  age: z.coerce
    .number({ error: v('child.age') })
    .min(1, v('child.age'))
    .int(v('wholeNumber'))
    .max(25, atMost(25)),
  location: requiredText('child.location', 120),
  monthlySupport: z.coerce
    .number({ error: v('child.monthlySupport') })
    .min(0, v('child.monthlySupport'))
    .max(10_000_000, atMost(10_000_000))
    .transform((n) => Math.round(n * 100) / 100),
  needs: needsField,
  story: requiredText('child.story', 5000),
  isSponsored: boolField.default(false),
});
export type ChildInput = z.input<typeof childSchema>;

export const sponsorToggleSchema = z.object({ isSponsored: z.boolean() });
