import { z } from 'zod';
import { EMAIL_PATTERN, optionalText, requiredText, v } from './common';

export const contactSchema = z.object({
  fullname: requiredText('contact.name', 100),
  email: z
    .string({ error: v('contact.emailRequired') })
    .trim()
    .min(1, v('contact.emailRequired'))
    .max(254, { error: v('contact.emailInvalid'), abort: true })
    .regex(EMAIL_PATTERN, v('contact.emailInvalid')),
  phoneNumber: optionalText(30),
  subject: requiredText('contact.subject', 200),
  message: requiredText('contact.message', 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const messageStatusSchema = z.object({ status: z.enum(['Unread', 'Read', 'Responded']) });
