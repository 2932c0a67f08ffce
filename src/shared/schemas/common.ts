import { z } from 'zod';

/**
 * Messages are i18n keys (`validation:...`): the browser shows them in the visitor's
 * language, the API in the caller's. Values a message needs travel in the key as a
 * query (`validation:tooLong?max=200`; see `splitMessageKey`).
 */
export const v = (key: string, vars?: Record<string, string | number>) =>
  `validation:${key}${vars ? `?${new URLSearchParams(Object.entries(vars).map(([k, x]) => [k, String(x)]))}` : ''}`;

/** A number over a ceiling that SPEC does not name (a guard against typos): says the ceiling. */
export const atMost = (max: number) => v('atMost', { max: max.toLocaleString('en-US') });

/**
 * SPEC section 5: text, @, text, dot, text. No part may hold a space, a control
 * character or one of `,;:<>"()[]\`: those let one field name several recipients
 * (`a@x.org,b@y.org`), a display name, or a `javascript:` local part.
 */
// The domain's labels exclude the dot, so the pattern runs in linear time: with `[^\s@]+`
// either side of `\.`, 'a@' + 100,000 dots + '@' took seconds (quadratic backtracking).
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /^[^\s@,;:<>"()[\]\\\x00-\x1f\x7f]+@[^\s@.,;:<>"()[\]\\\x00-\x1f\x7f]+(?:\.[^\s@.,;:<>"()[\]\\\x00-\x1f\x7f]+)+$/;

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (key: string, max = 200) =>
  z
    .string({ error: v(key) })
    .trim()
    .min(1, v(key))
    .max(max, v('tooLong', { max }));

export const optionalText = (max = 200) => z.string().trim().max(max, v('tooLong', { max })).default('');

export const emailField = (key: string) =>
  z
    .string({ error: v(key) })
    .trim()
    .max(254, { error: v(key), abort: true })
    .regex(EMAIL_PATTERN, v(key));

export const idSchema = z.uuid();
