import { z } from 'zod';
import { requiredText, messageKey, adminMessageKey } from './common';
import { pageFields } from './paging';
import { isoDateTime, recordId } from './record';

/** Text messages (docs/operations.md#text-message-gateways): what staff send and read. */
export const smsStatuses = ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export const smsKinds = ['receipt', 'reminder', 'failed', 'news', 'staff'] as const;
/** A short message: at most three text messages' worth (3 x 153 GSM-7 characters). */
export const SMS_STAFF_MAX_CHARS = 459;
export const SMS_STAFF_MAX_PARTS = 3;

/** POST /api/sms/messages: staff write to one supporter's phone. */
export const smsSendInputSchema = z.object({
  phone: requiredText(adminMessageKey('sms.phone'), 30),
  text: requiredText(adminMessageKey('sms.text'), SMS_STAFF_MAX_CHARS),
});
export type SmsSendInput = z.infer<typeof smsSendInputSchema>;

export const smsListQuerySchema = z.object({
  status: z.enum(smsStatuses, { error: messageKey('invalid') }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One message as staff see it; the number in full (staff only). */
export const smsMessageSchema = z.strictObject({
  _id: recordId,
  kind: z.enum(smsKinds),
  phone: z.string(),
  status: z.enum(smsStatuses),
  text: z.string(),
  segments: z.number().int(),
  attempts: z.number().int(),
  provider: z.string().nullable(),
  cost: z.string().nullable(),
  costCurrency: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsListSchema = z.strictObject({ data: z.array(smsMessageSchema), ...pageFields });

/** One month: messages and parts the gateways took, what they said it cost (per currency), and what failed. */
export const smsMonthSchema = z.strictObject({
  month: z.string(),
  messages: z.number().int(),
  segments: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  costs: z.array(z.strictObject({ currency: z.string(), amount: z.string() })),
});
export type SmsMonth = z.infer<typeof smsMonthSchema>;

export const smsSummarySchema = z.strictObject({
  data: z.strictObject({
    /** The gateway messages go through now: 'file' when none is configured. */
    provider: z.enum(['pindo', 'africas-talking', 'file']),
    months: z.array(smsMonthSchema),
    optedOut: z.number().int(),
  }),
});
export type SmsSummary = z.infer<typeof smsSummarySchema>['data'];

export const smsSendAnswerSchema = z.strictObject({ message: z.string(), data: smsMessageSchema });

/** GET /api/sms/callbacks (administrators): the addresses to set in each gateway's dashboard, secret included. */
export const smsCallbacksSchema = z.strictObject({
  data: z.strictObject({ pindo: z.string(), africasTalking: z.string() }),
});
export type SmsCallbacks = z.infer<typeof smsCallbacksSchema>['data'];

/** A gateway's form (a callback): a few short fields. */
export const smsCallbackFormSchema = z.record(z.string().max(100), z.string().max(2000));
/** The secret a callback address carries (src/server/core/sms/callback-key.ts); checked before anything is read. */
export const smsCallbackKeySchema = z.looseObject({ key: z.string().max(300).optional() });
/** A text message's short link. */
export const shortLinkParamsSchema = z.object({ code: z.string().max(20) });
