import { z } from 'zod';

/** E-mail that arrives (docs/operations.md, "E-mail"): the sender check, the mail log, deliverability. */

// ---- the sender check: SPF, DKIM, DMARC of the sender's domain --------------------------
/** ok; missing (no record); wrong (a record that does not do its job); unknown (could not tell). */
export const senderCheckStatuses = ['ok', 'missing', 'wrong', 'unknown'] as const;
/**
 * Why, in a word the screen turns into a sentence: e.g. `no-relay` (SMTP_URL unset),
 * `relay-not-allowed`, `two-records`, `key-differs`, `no-selector`, `lookup-failed`.
 */
const part = z.strictObject({
  status: z.enum(senderCheckStatuses),
  why: z.string(),
  /** Where the record lives (`example.org`, `mail._domainkey.example.org`). */
  name: z.string(),
  /** What was found there, if anything. */
  found: z.string().nullable(),
  /** The record to add (or to put instead), when the check knows it. */
  add: z.string().nullable(),
});
export const senderCheckSchema = z.strictObject({
  domain: z.string(),
  /** The relay's host (from SMTP_URL), null when mail goes to files. */
  relay: z.string().nullable(),
  checkedAt: z.string(),
  spf: part,
  dkim: part,
  dmarc: part,
});
export type SenderCheck = z.infer<typeof senderCheckSchema>;
export type SenderCheckPart = z.infer<typeof part>;
export const senderCheckAnswerSchema = z.strictObject({ data: senderCheckSchema });
/** GET: the last check, null when none was made yet (never a DNS lookup while a page loads). */
export const storedSenderCheckAnswerSchema = z.strictObject({ data: senderCheckSchema.nullable() });
export type StoredSenderCheckAnswer = z.infer<typeof storedSenderCheckAnswerSchema>;

// ---- the mail log: what was not sent, and what the relays reported -----------------------
export const notSentReasons = ['over-cap', 'suppressed', 'unsubscribed', 'refused', 'attempts', 'interrupted'] as const;
export const mailLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const notSentSchema = z.strictObject({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  reason: z.enum(notSentReasons).nullable(),
  /** The relay's words, or the site's, for staff. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type NotSent = z.infer<typeof notSentSchema>;
export const mailEventSchema = z.strictObject({
  _id: z.string(),
  relay: z.string(),
  type: z.enum(['delivered', 'hard-bounce', 'soft-bounce', 'complaint']),
  email: z.string(),
  kind: z.string().nullable(),
  outcome: z.enum(['applied', 'unknown-address']),
  detail: z.string().nullable(),
  occurredAt: z.string(),
});
export type MailEventRecord = z.infer<typeof mailEventSchema>;
export const mailLogSchema = z.strictObject({
  data: z.strictObject({ notSent: z.array(notSentSchema), events: z.array(mailEventSchema) }),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MailLog = z.infer<typeof mailLogSchema>;

// ---- suppressions, on a supporter's record -----------------------------------------------
export const suppressionSchema = z.strictObject({
  _id: z.string(),
  email: z.string(),
  reason: z.enum(['hard-bounce', 'soft-bounces', 'complaint']),
  scope: z.enum(['all', 'except-essential']),
  /** The relay that reported the event, and its words. */
  relay: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
});
export type Suppression = z.infer<typeof suppressionSchema>;
export const supporterMailSchema = z.strictObject({
  suppressions: z.array(suppressionSchema),
  /** The latest messages not sent to the person's addresses. */
  notSent: z.array(notSentSchema),
});
export type SupporterMail = z.infer<typeof supporterMailSchema>;
export const liftSuppressionSchema = z.strictObject({ suppressionId: z.uuid() });

// ---- deliverability: per week and kind, and the alarm -------------------------------------
export const mailGroups = ['newsletter', 'receipts', 'news', 'notices'] as const;
export const deliverabilityWeekSchema = z.strictObject({
  /** Monday of the week (UTC), YYYY-MM-DD. */
  week: z.string(),
  group: z.enum(mailGroups),
  sent: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
});
export type DeliverabilityWeek = z.infer<typeof deliverabilityWeekSchema>;
/** Complaints past 0.1% of a send, or bounces past 2% (docs/operations.md, "Deliverability"). */
export const mailAlarmSchema = z.strictObject({
  /** A newsletter send's subject, or null for all mail of the last 7 days. */
  subject: z.string().nullable(),
  sent: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
  bounceRate: z.number(),
  complaintRate: z.number(),
});
export type MailAlarm = z.infer<typeof mailAlarmSchema>;
export const deliverabilityAnswerSchema = z.strictObject({
  data: z.strictObject({ weeks: z.array(deliverabilityWeekSchema), alarms: z.array(mailAlarmSchema) }),
});
export type DeliverabilityAnswer = z.infer<typeof deliverabilityAnswerSchema>;

/** The relay a batch of mail events comes from (ses, mailgun, postmark, brevo, sendgrid). */
export const relayParamsSchema = z.object({ relay: z.string().max(40) });
