/**
 * How a text travels as SMS (3GPP TS 23.038 and 23.040). A text written only in the
 * GSM 7-bit default alphabet fits 160 characters in one message, 153 per part once it
 * is split (the concatenation header takes 7); a character of its extension table
 * (€, [, ], {, }, ~, ^, |, \) counts twice and is never cut in half. Any other
 * character (ê in French, a curly quote, an emoji) sends the whole text as UCS-2: 70
 * in one message, 67 per part, a surrogate pair (emoji) never split.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM7_BASIC);
const extended = new Set(GSM7_EXTENDED);

export type SmsEncoding = 'gsm7' | 'ucs2';

export const SINGLE_LIMIT: Record<SmsEncoding, number> = { gsm7: 160, ucs2: 70 };
export const PART_LIMIT: Record<SmsEncoding, number> = { gsm7: 153, ucs2: 67 };

export interface SmsShape {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** How many messages it is sent as, and billed as. */
  segments: number;
}

/** The units one character takes, or null when GSM-7 cannot carry it. */
function gsmUnits(ch: string): number | null {
  if (basic.has(ch)) return 1;
  if (extended.has(ch)) return 2;
  return null;
}

export function encodingOf(text: string): SmsEncoding {
  for (const ch of text) if (gsmUnits(ch) === null) return 'ucs2';
  return 'gsm7';
}

/** Units of each character (code point) of the text in the encoding. */
function unitsOf(text: string, encoding: SmsEncoding): { ch: string; units: number }[] {
  return [...text].map((ch) => ({ ch, units: encoding === 'gsm7' ? (gsmUnits(ch) ?? 1) : ch.length }));
}

export function shapeOf(text: string): SmsShape {
  const encoding = encodingOf(text);
  const units = unitsOf(text, encoding).reduce((n, c) => n + c.units, 0);
  const segments = units <= SINGLE_LIMIT[encoding] ? 1 : Math.ceil(units / PART_LIMIT[encoding]);
  return { encoding, units, segments: Math.max(1, segments) };
}

/**
 * The parts a gateway sends for the text, in order: one when it fits, otherwise parts
 * of at most 153 septets or 67 code units, never cutting an escape pair or a surrogate
 * pair. (The gateways split by themselves; this is what they do, for counts and tests.)
 */
export function splitSms(text: string): string[] {
  const { encoding, units } = shapeOf(text);
  if (units <= SINGLE_LIMIT[encoding]) return [text];
  const limit = PART_LIMIT[encoding];
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const { ch, units: u } of unitsOf(text, encoding)) {
    if (used + u > limit) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += ch;
    used += u;
  }
  if (part) parts.push(part);
  return parts;
}

/**
 * The text in GSM-7 where a look-alike exists (curly quotes, dashes, non-breaking
 * spaces), so that a message does not fall to 70 characters for a typographic quote.
 * Letters with accents that GSM-7 lacks (ê, ç, ô in French) are kept: changing a word
 * is worse than a second part.
 */
export function toGsmFriendly(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u00A0\u202F\u2009\u2007]/g, ' ')
    .replace(/\u2026/g, '...');
}
