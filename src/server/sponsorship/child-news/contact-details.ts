import type * as Linkify from 'linkifyjs';
import { onFirstUse, phoneNumbers } from '~/server/core/on-first-use';
import type { ContactFlag } from '~/shared/schemas/child-news';
import { flagText, originalOf } from './flag-text';

const linkify = onFirstUse<typeof Linkify>('linkifyjs');

/**
 * Contact details in a sponsor's letter, for the moderator (docs/children-protection.md: all
 * correspondence goes through the organisation, contact details removed). It flags; staff
 * decide. Phone numbers by libphonenumber-js (Rwandan numbers without a prefix, any
 * country's with one), and a looser pass for long digit runs it would call invalid;
 * links and e-mail addresses by linkifyjs, plus spelled-out addresses ("jo at gmail dot
 * com"); social handles (@name) and the networks where people are found; street
 * addresses, post boxes and postcodes. It reads the text with its disguises undone
 * (flag-text.ts: 𝟎𝟕𝟖, 078_812_3456, a zero-width space inside a word).
 */

type Kind = ContactFlag['kind'];

/** Bare domains (no scheme, www or path) count with these endings only: "well.Love you" is a sentence. */
const COMMON_TLDS = new Set(
  'com org net rw fr be ca us uk co io info me ly gl app edu gov biz tv de ch nl ke ug tz bi cd eu'.split(' '),
);

function links(text: string): ContactFlag[] {
  const found: ContactFlag[] = [];
  for (const link of linkify().find(text)) {
    if (link.type === 'email') {
      found.push({ kind: 'email', match: link.value });
      continue;
    }
    if (link.type !== 'url') continue;
    const value = link.value;
    const explicit = /^[a-z][a-z0-9+.-]*:\/\/|^www\./i.test(value) || value.includes('/');
    const tld = /\.([A-Za-z]+)(?::\d+)?(?:[/?#]|$)/.exec(value)?.[1] ?? '';
    if (explicit || (tld === tld.toLowerCase() && COMMON_TLDS.has(tld))) found.push({ kind: 'link', match: value });
  }
  return found;
}

/** "jo at gmail dot com", "jo(at)gmail(dot)com", "jo [at] gmail [dot] com". */
const SPELLED_EMAIL =
  /\b[\w.+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\s@\s)\s*[\w-]+(?:\s*(?:\(dot\)|\[dot\]|\{dot\}|\sdot\s|\spoint\s)\s*[\w-]+)+\b/gi;

function phones(text: string): ContactFlag[] {
  const found = phoneNumbers()
    .findPhoneNumbersInText(text, { defaultCountry: 'RW' })
    .map((p) => ({
      kind: 'phone' as const,
      match: text.slice(p.startsAt, p.endsAt),
    }));
  // Runs of 9 to 15 digits, spaced, dashed or dotted, that the library finds invalid (a made-up or foreign format).
  for (const m of text.matchAll(/(?<![\w.,])\+?\(?\d[\d\s().-]{7,22}\d(?![\w])/g)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    // A date range or a list of years (2019-2023, 2020 2021 2022) is not a number to call.
    if (/^(?:(?:19|20)\d\d[\s.-]*)+$/.test(m[0].trim())) continue;
    found.push({ kind: 'phone', match: m[0].trim() });
  }
  // A number spelled out digit by digit: "zero seven eight one two three ..." (seven words or more).
  const word =
    '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|z[ée]ro|un|deux|trois|quatre|cinq|six|sept|huit|neuf' +
    '|zeru|rimwe|kabiri|gatatu|kane|gatanu|gatandatu|karindwi|umunani|icyenda)';
  for (const m of text.matchAll(new RegExp(`\\b${word}(?:[\\s,-]+${word}){6,}\\b`, 'gi')))
    found.push({ kind: 'phone', match: m[0] });
  return found;
}

/** The networks where people are found, and the ways they are misspelt (watsapp, whatsap, wasap, face book, tele gram). */
const NETWORK_NAMES =
  "face\\s?book|fb|insta(?:gram)?|wh?at+'?s\\s?ap+|wh?at+ap+|was+ap+|tik\\s?tok|snap\\s?chat|twitter|tele\\s?gram|messenger|linkedin|you\\s?tube|we\\s?chat|skype|viber|discord|signal\\s?app";
const NETWORKS = new RegExp(`\\b(?:${NETWORK_NAMES})\\b`, 'gi');
/** A name spelt out letter by letter ("W h a t s A p p", "f.a.c.e.b.o.o.k"): joined, then checked. */
const SPACED_LETTERS = /\b(?:[A-Za-z][\s.*_-]+){3,}[A-Za-z]\b/g;
const NETWORK_IN = new RegExp(NETWORK_NAMES, 'i');
/** An address without its ending ("alice@gmail"), or a mail provider's name spelt after "at". */
const BARE_EMAIL = /(?<![\w.@])[\w.+-]*\w@[A-Za-z][\w-]*(?![\w-]|\.[A-Za-z])/g;
const PROVIDER_EMAIL =
  /\b[\w.+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\s@\s)\s*(?:gmail|yahoo|hotmail|outlook|icloud|proton(?:mail)?|ymail|aol|gmx)\b(?!\s*(?:\(dot\)|\[dot\]|\{dot\}|\sdot\s|\spoint\s|\.))/gi;
/** @name, not the @ of an e-mail address. */
const HANDLE = /(?<![\w.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?\b/g;

/** Street words, lower-case or capitalised ("Street", "street", "St."). */
const STREET_WORDS =
  'street|st\\.?|road|rd\\.?|avenue|ave\\.?|boulevard|blvd\\.?|lane|drive|way|court|place|terrace|close|crescent|highway'
    .split('|')
    .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`)
    .join('|');
const ADDRESSES = [
  // 12 Baker Street, 1600 Pennsylvania Avenue NW
  new RegExp(`\\b\\d{1,5}[a-z]?,?\\s+(?:[A-Z][\\w'-]*\\.?\\s+){1,4}(?:${STREET_WORDS})(?=[\\s,.;!?]|$)`, 'g'),
  // 5 rue de la Paix, 10 avenue des Champs
  /\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|place|all\u00e9e|impasse|route|quai|cours)\s+\S+/gi,
  // Kigali's street names: KG 11 Ave, KN 3 Rd, KK 15 St
  /\b(?:KG|KN|KK|RN|NR|NM)\s?\d{1,4}\s?(?:St|Ave|Rd|Street|Avenue|Road)\b/g,
  // P.O. Box 123, PO Box 45, B.P. 123, BP 1234, Boîte postale 12
  /\b(?:P\.?\s?O\.?\s?Box|B\.?\s?P\.?|bo[i\u00ee]te postale)\s*\d{1,6}\b/gi,
  // UK postcodes: SW1A 1AA, M1 1AE
  /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g,
  // US state and ZIP: NY 10001, CA 94103-1234
  /\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s\d{5}(?:-\d{4})?\b/g,
];

function patterns(text: string): ContactFlag[] {
  const found: ContactFlag[] = [];
  const add = (kind: Kind, re: RegExp) => {
    for (const m of text.matchAll(re)) found.push({ kind, match: m[0].trim() });
  };
  add('email', SPELLED_EMAIL);
  add('email', BARE_EMAIL);
  add('email', PROVIDER_EMAIL);
  add('handle', NETWORKS);
  for (const m of text.matchAll(SPACED_LETTERS)) {
    const name = NETWORK_IN.exec(m[0].replace(/[^A-Za-z]/g, ''))?.[0];
    if (name && name.length >= 5) found.push({ kind: 'handle', match: m[0].trim() });
  }
  add('handle', HANDLE);
  for (const re of ADDRESSES) add('address', re);
  return found;
}

/** Every contact detail found in a text, each once: by kind (phone, email, address, handle, link), then as they come. */
export function findContactDetails(text: string): ContactFlag[] {
  const read = flagText(text);
  const all = [...phones(read.text), ...links(read.text), ...patterns(read.text)].map((f) => ({
    kind: f.kind,
    match: originalOf(text, read, f.match),
  }));
  const order: Kind[] = ['phone', 'email', 'address', 'handle', 'link'];
  const seen = new Set<string>();
  return all
    .filter((f) => {
      const key = `${f.kind}:${f.match.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || text.indexOf(a.match) - text.indexOf(b.match));
}
