import { z } from 'zod';
import { emailField, requiredText } from './common';

export const subscriptionSchema = z.object({ email: emailField('newsletter.email') });
export const newsletterComposeSchema = z.object({
  subject: requiredText('newsletter.subject', 200),
  message: requiredText('newsletter.message', 20_000),
});
