import { z } from 'zod';
import { EMAIL_PATTERN, optionalText, refuseUrlCharacters, requiredText, messageKey } from './common';
import { pageQuerySchema } from './paging';
import { contactFields, isoDateTime, recordId } from './record';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

export const contactSchema = z.object({
  fullname: requiredText('contact.name', 100),
  email: z
    .string({ error: messageKey('contact.emailRequired') })
    .trim()
    .min(1, messageKey('contact.emailRequired'))
    .max(254, { error: messageKey('contact.emailInvalid'), abort: true })
    .refine(refuseUrlCharacters.check, { error: refuseUrlCharacters.error, abort: true })
    .regex(EMAIL_PATTERN, messageKey('contact.emailInvalid')),
  phoneNumber: optionalText(30),
  subject: requiredText('contact.subject', 200),
  message: requiredText('contact.message', 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const messageStatuses = ['Unread', 'Read', 'Responded'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusSchema = z.object({ status: z.enum(messageStatuses) });

/** A contact message as staff read it (`id` and `_id` are the same uuid, as docs/product.md shows both). */
export const messageSchema = z.strictObject({
  id: recordId,
  _id: recordId,
  ...contactFields,
  subject: z.string(),
  message: z.string(),
  status: z.enum(messageStatuses),
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof messageSchema>;
/** GET /api/message: a bare array, newest first, one page of it (X-Total-Count and Link say the rest). */
export const messageListSchema = z.array(messageSchema);
/** GET /api/message's parameters: the page, docs/product.md's search (name, e-mail or message text) and a status. */
export const messageListQuerySchema = pageQuerySchema().extend({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(messageStatuses).optional()),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
/** PATCH /api/message/:id. */
export const messageStatusAnswerSchema = z.strictObject({ message: z.string(), data: messageSchema });
