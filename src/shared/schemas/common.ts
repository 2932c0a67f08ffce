import { z } from 'zod';
import { allLanguages } from '~/shared/i18n/core';

/**
 * Messages are i18n keys (`validation:...`, `adminValidation:...`): the browser shows them in the visitor's
 * language, the API in the caller's. Values a message needs travel in the key as a
 * query (`validation:tooLong?max=200`; see `splitMessageKey`).
 */
const keyIn =
  (ns: string) =>
  (key: string, vars?: Record<string, string | number>): string =>
    `${key.includes(':') ? key : `${ns}:${key}`}${vars ? `?${new URLSearchParams(Object.entries(vars).map(([k, x]) => [k, String(x)]))}` : ''}`;
export const messageKey = keyIn('validation');
/**
 * The messages of the forms only the dashboard checks in the browser: visitors' pages
 * never carry them (the dashboard's layout brings `adminValidation`). A key it makes can
 * be handed to `requiredText` or `emailField`, which keep a qualified key as it is.
 */
export const adminMessageKey = keyIn('adminValidation');

/** A number over a ceiling that docs/product.md does not name (a guard against typos): says the ceiling. */
export const atMost = (max: number) => messageKey('atMost', { max: max.toLocaleString('en-US') });

/**
 * docs/product.md#validation: text, @, text, dot, text. No part may hold a space, a control
 * character or one of `,;:<>"()[]\`: those let one field name several recipients
 * (`a@x.org,b@y.org`), a display name, or a `javascript:` local part. Nor `?&%=#`, which
 * only a link's query, its escapes or its fragment use: in a `mailto:` link
 * `victim@example.org?bcc=attacker%40evil.test` adds a Bcc (EMAIL_URL_CHARACTERS, with
 * its own message). A domain is letters, digits and hyphens between dots, so it refuses
 * the other symbols a local part may hold (`!$'*+/^`{|}~`).
 */
// The domain's labels exclude the dot, so the pattern runs in linear time: with `[^\s@]+`
// either side of `\.`, 'a@' + 100,000 dots + '@' took seconds (quadratic backtracking).
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /^[^\s@,;:<>"()[\]\\?&%=#\x00-\x1f\x7f]+@[^\s@.,;:<>"()[\]\\?&%=#!$'*+/^`{|}~\x00-\x1f\x7f]+(?:\.[^\s@.,;:<>"()[\]\\?&%=#!$'*+/^`{|}~\x00-\x1f\x7f]+)+$/;

/** The characters of a link's query, escapes and fragment: refused in an address with a message that names them. */
export const EMAIL_URL_CHARACTERS = /[?&%=#]/;
const withoutUrlCharacters = (value: string) => !EMAIL_URL_CHARACTERS.test(value);

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (key: string, max = 200) =>
  z
    .string({ error: messageKey(key) })
    .trim()
    .min(1, messageKey(key))
    .max(max, messageKey('tooLong', { max }));

export const optionalText = (max = 200) => z.string().trim().max(max, messageKey('tooLong', { max })).default('');

/** An e-mail address a form collects: bounded, without `?&%=#` (their own message), then docs/product.md's shape. */
export const emailField = (key: string) =>
  z
    .string({ error: messageKey(key) })
    .trim()
    .max(254, { error: messageKey(key), abort: true })
    .refine(withoutUrlCharacters, { error: messageKey('emailCharacters'), abort: true })
    .regex(EMAIL_PATTERN, messageKey(key));

/** The same refusal for a schema that words its own messages (the contact form's). */
export const refuseUrlCharacters = { check: withoutUrlCharacters, error: messageKey('emailCharacters') };

export const idSchema = z.uuid();

/**
 * The query of the public reads. An unknown value is ignored, not refused (a shared
 * link with `?lang=de` still shows the page): `contentLanguage` then falls back.
 */
export const languageQuerySchema = z.object({
  lang: z
    .enum(allLanguages)
    .optional()
    .catch(undefined)
    .describe('Language of the answer; without it, Accept-Language decides (English by default)'),
});

/**
 * The one id rule of the API, for the `params` of routes of one record (`/api/x/:id`): a
 * record id is a uuid, lower-cased as stored. Anything else cannot name a record, so the
 * route answers 404 like for an unknown id (never 400).
 */
export const idParams = z.object({ id: idSchema.transform((id) => id.toLowerCase()) });
