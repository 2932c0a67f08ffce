import { type DateFormat, formatDateParts } from './format-date';
import { DEFAULT_TIME_ZONE, zonedParts } from './time-zone';

export type { DateFormat } from './format-date';

/**
 * Money, numbers and dates formatted for the visitor's language, the same on the
 * server and in every browser. Intl's output depends on the ICU data the runtime ships:
 * Node knows Kinyarwanda ("30.000", "2026 Werurwe 5"), Chromium does not and falls back
 * to English ("30,000"), so a page rendered in Kinyarwanda changed while React hydrated
 * it (React error #418). Here the separators and the words are ours; Intl only gives the
 * calendar fields of an instant in a time zone (numbers, identical everywhere).
 *
 * Kinyarwanda writes amounts the way Rwanda's banks and shops print them ("30,000 Frw"),
 * French with a narrow no-break space between thousands and a decimal comma.
 */
type Separators = { group: string; decimal: string };
const separators: Record<string, Separators> = {
  en: { group: ',', decimal: '.' },
  rw: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
};
const separatorsOf = (lang: string) => separators[lang] ?? separators.en!;

/** "30,000", "1,250.5"; `fraction` digits at most (`minFraction` at least). */
export function formatNumber(value: number, lang = 'en', fraction = 0, minFraction = 0): string {
  if (!Number.isFinite(value)) return '';
  const { group, decimal } = separatorsOf(lang);
  const fixed = Math.abs(value).toFixed(fraction);
  const [whole = '0', rawDecimals = ''] = fixed.split('.');
  let decimals = rawDecimals;
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? decimal + decimals : ''}`;
}

/** "30,000" (the caller adds "RWF " or "Rwf " as docs/product.md words it). */
export const formatRwfNumber = (amount: number, lang = 'en') => formatNumber(Math.round(amount), lang);

/** "RWF 30,000" */
export const formatRwf = (amount: number, lang = 'en') => `RWF ${formatRwfNumber(amount, lang)}`;

/** "$25.00" ("25,00 $US" in French); `cents: false` for whole dollars ("$80,000"). */
export function formatUsd(amount: number, lang = 'en', { cents = true }: { cents?: boolean } = {}): string {
  const digits = cents ? 2 : 0;
  const number = formatNumber(Math.abs(amount), lang, digits, digits);
  const sign = amount < 0 && number.replace(/[^1-9]/g, '') !== '' ? '-' : '';
  return lang === 'fr' ? `${sign}${number}\u00a0$US` : `${sign}$${number}`;
}

/**
 * A date (and time) in Kigali's time zone unless `timeZone` says otherwise:
 * `{ dateStyle: 'long' }` → "March 5, 2026", "5 mars 2026", "5 Werurwe 2026".
 */
export function formatDate(iso: string | Date, lang = 'en', opts: DateFormat = { dateStyle: 'medium' }): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return formatDateParts(zonedParts(d, opts.timeZone ?? DEFAULT_TIME_ZONE), lang, opts);
}
