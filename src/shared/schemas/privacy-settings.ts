import { z } from 'zod';
import { messageKey } from './common';
import { languageSchema } from './record';

/**
 * Data protection settings (docs/data-protection.md; Rwanda's Law No 058/2021): the
 * privacy notice shown at /privacy in the three languages, and how long the site keeps
 * what visitors send it before the retention job deletes it.
 */

const trimmed = (max: number) => z.string().trim().max(max, messageKey('tooLong', { max }));
export const PRIVACY_NOTICE_MAX = 20_000;

/**
 * The notice: plain text, `## ` starts a heading, `- ` a list item, a blank line a new
 * paragraph; {{organisation}}, {{email}}, {{phone}} and {{address}} are filled in from the
 * identity section when shown. English required; an empty translation shows the English.
 */
export const privacyNoticeSchema = z.strictObject({
  text: z.strictObject({
    en: trimmed(PRIVACY_NOTICE_MAX).min(1, messageKey('settings.english')),
    rw: trimmed(PRIVACY_NOTICE_MAX).default(''),
    fr: trimmed(PRIVACY_NOTICE_MAX).default(''),
  }),
});
export type PrivacyNoticeSettings = z.output<typeof privacyNoticeSchema>;

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: messageKey('wholeNumber') })
    .int(messageKey('wholeNumber'))
    .min(min, messageKey('settings.atLeast', { min }))
    .max(max, messageKey('atMost', { max }));

/** How long the site keeps each kind of message before the retention job deletes it. */
export const retentionSchema = z.strictObject({
  contactMessagesMonths: whole(1, 120),
  volunteerApplicationsMonths: whole(1, 120),
  /** Confirmation e-mails of newsletter subscriptions never confirmed (the address is in them). */
  unconfirmedSubscriptionsDays: whole(1, 365),
});
export type RetentionSettings = z.output<typeof retentionSchema>;
export const DEFAULT_RETENTION: RetentionSettings = {
  contactMessagesMonths: 24,
  volunteerApplicationsMonths: 24,
  unconfirmedSubscriptionsDays: 30,
};

/** GET /api/privacy: the notice in one language, its placeholders filled; when staff last saved it (null: the default text). */
export const privacyNoticeAnswerSchema = z.strictObject({
  data: z.strictObject({ text: z.string(), updatedAt: z.iso.datetime().nullable(), retention: retentionSchema }),
  lang: languageSchema,
});
export type PrivacyNoticeAnswer = z.infer<typeof privacyNoticeAnswerSchema>;
