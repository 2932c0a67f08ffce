import { paymentRefusal } from './providers/messages';
import { type RwandanPhone, parseRwandanPhone } from '~/server/core/rwandan-phone';

export { type MobileNetwork, type RwandanPhone, parseRwandanPhone } from '~/server/core/rwandan-phone';

/** As `parseRwandanPhone`, or a 400 whose message says (in the caller's language) what a good number looks like. */
export function readRwandanPhone(input: string, field?: string): RwandanPhone {
  const phone = parseRwandanPhone(input);
  if (phone) return phone;
  throw paymentRefusal(400, 'phone.invalid', { field });
}
