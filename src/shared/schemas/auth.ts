import { z } from 'zod';
import { requiredText, v } from './common';

export const loginSchema = z.object({
  email: requiredText('login.email', 254),
  password: z
    .string({ error: v('login.password') })
    .min(1, v('login.password'))
    .max(1000, v('login.password')),
});
