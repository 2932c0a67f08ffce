/*
 * Rwandan mobile numbers, read one way for payments (giving/payments/phone.ts) and text
 * messages (core/sms/phone.ts): so both stand on core.
 */

/** The networks that take mobile money payments in Rwanda (Tigo's numbers became Airtel's). */
export type MobileNetwork = 'mtn' | 'airtel';

export interface RwandanPhone {
  /** International form without '+': `2507XXXXXXXX` (MoMo's partyId). */
  msisdn: string;
  /** The nine digits after the country code, `7XXXXXXXX` (Airtel's msisdn). */
  national: string;
  network: MobileNetwork;
}

/** MTN Rwanda numbers start 078 / 079, Airtel's 072 / 073; no other prefix carries mobile money. */
const NETWORK_BY_PREFIX: Record<string, MobileNetwork> = { '78': 'mtn', '79': 'mtn', '72': 'airtel', '73': 'airtel' };

/**
 * Reads a Rwandan mobile number as people write it: `07XXXXXXXX`, `+2507XXXXXXXX`,
 * `2507XXXXXXXX` or `002507XXXXXXXX`, with spaces or dashes anywhere. Null for
 * anything else, including numbers of other networks or countries.
 */
export function parseRwandanPhone(input: string): RwandanPhone | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+250|00250|250|0)(7\d{8})$/.exec(compact)?.[1];
  if (!match) return null;
  const network = NETWORK_BY_PREFIX[match.slice(0, 2)];
  return network ? { msisdn: `250${match}`, national: match, network } : null;
}
