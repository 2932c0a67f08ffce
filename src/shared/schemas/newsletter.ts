import { z } from 'zod';
import { emailField, requiredText } from './common';
import { isoDateTime, recordId } from './record';

export const subscriptionInputSchema = z.object({ email: emailField('newsletter.email') });
export const newsletterComposeSchema = z.object({
  subject: requiredText('newsletter.subject', 200),
  message: requiredText('newsletter.message', 20_000),
});
/** POST /api/send-newsletter: the compose form plus, for one subscriber, their subscription id. */
export const sendNewsletterInputSchema = newsletterComposeSchema.extend({
  subscriptionId: z.string().max(100).optional(),
});

/**
 * A newsletter subscription as staff read it; GET /api/subscriptions answers a bare array
 * of them, newest first, one page at a time (`pageQuerySchema`; X-Total-Count and Link).
 */
export const subscriptionSchema = z.strictObject({ _id: recordId, email: z.string(), createdAt: isoDateTime });
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** POST /api/send-newsletter (202): the send's id and how many copies it holds. */
export const newsletterSendAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ _id: recordId, total: z.number().int() }),
});
export type NewsletterSendAnswer = z.infer<typeof newsletterSendAnswerSchema>;

/** The progress of one newsletter send. `audience` is 'all' or the one subscription's id. */
export const newsletterSendSchema = z.strictObject({
  _id: recordId,
  subject: z.string(),
  audience: z.string(),
  status: z.enum(['queued', 'sending', 'done']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Waiting or in flight, retries included. */
  queued: z.number().int(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;
/** GET /api/newsletter/sends/:id: the send with the reasons of its failed deliveries (at most 100). */
export const newsletterSendStatusSchema = newsletterSendSchema.extend({
  failures: z.array(z.strictObject({ email: z.string(), reason: z.string().nullable() })),
});
export type NewsletterSendStatus = z.infer<typeof newsletterSendStatusSchema>;

/** The signed token of an unsubscribe link. */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(1).max(1000) });
/** GET /api/unsubscribe/status. */
export const unsubscribeStatusSchema = z.strictObject({
  data: z.strictObject({ email: z.string(), subscribed: z.boolean() }),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

/** The signed token of a subscription's confirmation e-mail (double opt-in). */
export const confirmTokenSchema = z.object({ token: z.string().max(1000) });
