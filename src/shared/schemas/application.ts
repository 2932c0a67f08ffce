import { z } from 'zod';
import { emailField, optionalText, requiredText, v } from './common';

export const applicationSchema = z.object({
  firstName: requiredText('application.firstName', 100),
  lastName: requiredText('application.lastName', 100),
  email: emailField('application.email'),
  phone: optionalText(30),
  country: requiredText('application.country', 100),
  /** The id of a skill/interest, or empty for 'Select Skill/Interest'. */
  skillsInterests: z
    .union([z.uuid({ error: v('application.skill') }), z.literal('')])
    .optional()
    .transform((s) => s || undefined),
  availabilityDate: z.iso.date({ error: v('application.availabilityDate') }),
});
export type ApplicationInput = z.input<typeof applicationSchema>;
