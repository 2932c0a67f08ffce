import { phoneNumbers } from '~/server/core/on-first-use';

/**
 * How a spreadsheet's cells are read into records (docs/importing.md): the rules every
 * kind of import shares. Each reader answers the value, or a plain reason for the person
 * who will fix the file.
 */
export type Cell<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const no = (reason: string): Cell<never> => ({ ok: false, reason });

/**
 * A formula, which a spreadsheet program would run when the results are opened again
 * (CSV injection: `=HYPERLINK(...)`, `+cmd|...`, `@SUM(...)`). A phone number such as
 * `+250 788 123 456` or an amount such as `-500` is not one.
 */
export function isFormula(text: string): boolean {
  const t = text.trimStart();
  if (t.startsWith('=')) return true;
  return /^[+\-@]/.test(t) && /[A-Za-z(|!]/.test(t.slice(1)) && !/^[+-]?[\d\s().-]+$/.test(t);
}

/** An e-mail address as records match it: trimmed, lower-cased. */
export function readEmail(text: string): Cell<string> {
  const email = text.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return no('is not an e-mail address');
  return ok(email);
}

/**
 * A phone number in E.164, Rwanda's +250 by default: `0788 123 456`, `788123456` and
 * `+250788123456` are one number.
 */
export function readPhone(text: string): Cell<string> {
  const raw = text.trim();
  const digits = raw.replace(/[\s().-]/g, '');
  // A Rwandan mobile number written without its leading 0 (a spreadsheet drops it from a number cell).
  const candidate = /^7\d{8}$/.test(digits) ? `0${digits}` : digits;
  const phone = phoneNumbers().parsePhoneNumberFromString(candidate, 'RW');
  if (!phone || !phone.isValid()) return no('is not a phone number (for example 0788 123 456 or +250788123456)');
  return ok(phone.number);
}

const DAY_MS = 86_400_000;
/** Excel's day 0 (its serial dates count days from 1899-12-30, the 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A calendar day, `YYYY-MM-DD`: written `DD/MM/YYYY` or `YYYY-MM-DD`, or a spreadsheet's date cell. */
export function readDate(text: string): Cell<string> {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (/^\d{4,5}(\.\d+)?$/.test(t)) {
    // A date cell of an XLSX file arrives as its serial number.
    const day = new Date(EXCEL_EPOCH + Math.floor(Number(t)) * DAY_MS);
    [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  } else return no('is not a date (write DD/MM/YYYY or YYYY-MM-DD)');
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900)
    return no('is not a date on the calendar');
  return ok(date.toISOString().slice(0, 10));
}

/** Currencies a row may name; amounts are kept in their currency's whole units. */
export const IMPORT_CURRENCIES = ['RWF', 'USD', 'EUR', 'GBP'] as const;
export type ImportCurrency = (typeof IMPORT_CURRENCIES)[number];

/**
 * An amount: whole francs unless the row's currency says otherwise (then up to two
 * decimals, kept in cents). Thousands separators (`5,000`, `5 000`) are allowed; a
 * decimal comma is not guessed at.
 */
export function readAmount(text: string, currency: string = 'RWF'): Cell<{ amount: number; currency: ImportCurrency }> {
  const code = (currency.trim() || 'RWF').toUpperCase();
  if (!(IMPORT_CURRENCIES as readonly string[]).includes(code))
    return no(`names a currency this site does not take (${IMPORT_CURRENCIES.join(', ')})`);
  const t = text
    .trim()
    .replace(/^(RWF|FRW|RF)\s*/i, '')
    .replace(/(?<=\d)[ ,\u00a0\u202f](?=\d{3}\b)/g, '');
  const rwf = code === 'RWF';
  if (!(rwf ? /^\d+$/ : /^\d+(\.\d{1,2})?$/).test(t))
    return no(rwf ? 'is not a whole number of francs' : `is not an amount in ${code}`);
  const amount = rwf ? Number(t) : Math.round(Number(t) * 100);
  if (amount <= 0) return no('must be more than zero');
  if (amount > 1_000_000_000) return no('is larger than any gift this site records');
  return ok({ amount, currency: code as ImportCurrency });
}

/** Yes or no, as people write it in a spreadsheet (and in the site's three languages). */
export function readYesNo(text: string): Cell<boolean> {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1', 'oui', 'yego', 'x'].includes(t)) return ok(true);
  if (['no', 'n', 'false', '0', 'non', 'oya', ''].includes(t)) return ok(false);
  return no('is not yes or no');
}

/** A name as written (apostrophes and accents kept), its spaces tidied. */
export function readName(text: string, max = 200): Cell<string> {
  const name = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!name) return no('is empty');
  if (name.length > max) return no(`is longer than ${max} characters`);
  return ok(name);
}

/** A row's cell, the text as written, by its column's name. */
export type Get = (column: string) => string;
/** Reads a row's cell with its rule (check-rows.ts): null when empty (an error when required) or unreadable (its reason an error). */
export type Take = <T>(column: string, read: (t: string) => Cell<T>, required?: boolean) => T | null;
/** Why a row cannot be imported, each reason naming its column. */
export type Errors = { column: string; message: string }[];

/** A required day (a gift received, a sponsorship begun) that is not after `today`, the file's own day. */
export function takePastDay(take: Take, errors: Errors, column: string, today: string): string | null {
  const day = take(column, readDate, true);
  if (day && day > today) errors.push({ column, message: 'is in the future' });
  return day;
}
