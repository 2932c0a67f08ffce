/**
 * Money and dates formatted for the visitor's language. RWF has no decimals; USD
 * shows two. Amounts are numbers of francs or dollars as the API returns them.
 */
const locales: Record<string, string> = { en: 'en-US', fr: 'fr-FR', rw: 'rw-RW' };
const localeOf = (lang: string) => locales[lang] ?? 'en-US';

/** "30,000" (the caller adds "RWF " or "Rwf " as SPEC words it). */
export function formatRwfNumber(amount: number, lang = 'en'): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 0 }).format(Math.round(amount));
}

/** "RWF 30,000" */
export const formatRwf = (amount: number, lang = 'en') => `RWF ${formatRwfNumber(amount, lang)}`;

/** "$25.00" */
export function formatUsd(amount: number, lang = 'en'): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    amount,
  );
}

export function formatDate(
  iso: string | Date,
  lang = 'en',
  opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat(localeOf(lang), { timeZone: 'Africa/Kigali', ...opts }).format(d);
}
