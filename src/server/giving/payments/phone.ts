import { badRequest } from '~/server/core/http/errors';
import type { Language } from '~/shared/i18n/core';
import { paymentText } from './providers/messages';
import { type RwandanPhone, parseRwandanPhone } from '~/server/core/rwandan-phone';

export { type MobileNetwork, type RwandanPhone, parseRwandanPhone } from '~/server/core/rwandan-phone';

/** As `parseRwandanPhone`, or a 400 whose message says what a good number looks like. */
export function readRwandanPhone(input: string, field?: string, lang?: Language): RwandanPhone {
  const phone = parseRwandanPhone(input);
  if (phone) return phone;
  const text = paymentText('phone.invalid', lang);
  throw badRequest(field ? `${field}: ${text}` : text);
}
