import { parseRwandanPhone } from '~/server/core/rwandan-phone';

/**
 * A number text messages go to, as MoMo reads it (payments/phone.ts): `+2507XXXXXXXX`
 * on MTN's or Airtel's Rwandan ranges. Null for anything else.
 */
export function normaliseSmsPhone(input: string | null | undefined): string | null {
  if (!input) return null;
  const phone = parseRwandanPhone(input);
  return phone ? `+${phone.msisdn}` : null;
}

/** A number shown to staff without its middle: +250 78* *** 456. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 7)}*****${phone.slice(-3)}`;
