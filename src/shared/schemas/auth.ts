import { z } from 'zod';
import { requiredText, v } from './common';

export const loginSchema = z.object({
  email: requiredText('login.email', 254),
  password: z
    .string({ error: v('login.password') })
    .min(1, v('login.password'))
    .max(1000, v('login.password')),
});

/** The signed-in admin, as GET /api/auth/me answers it. */
export const adminSchema = z.strictObject({ id: z.uuid(), email: z.string(), name: z.string() });
export type AdminUser = z.infer<typeof adminSchema>;

/** POST /api/auth/login: the session token (also set as the cookie) and who signed in. */
export const loginAnswerSchema = z.strictObject({
  token: z.string(),
  user: z.strictObject({ name: z.string(), email: z.string() }),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
