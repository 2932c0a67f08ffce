/**
 * Dates worded by hand in English, French and Kinyarwanda (see format.ts for why not
 * Intl's words). Intl gives only the numeric calendar fields of an instant in a time
 * zone, which every runtime computes alike (shared/time-zone.ts reads them).
 */
import type { DateParts } from './time-zone';

export type DateFormat = {
  dateStyle?: 'short' | 'medium' | 'long' | 'full';
  timeStyle?: 'short';
  month?: 'short' | 'long';
  day?: 'numeric';
  year?: 'numeric';
  /** IANA zone; Kigali's by default. */
  timeZone?: string;
};

type Words = { months: string[]; short: string[]; weekdays: string[] };
const words: Record<'en' | 'fr' | 'rw', Words> = {
  en: {
    months: 'January February March April May June July August September October November December'.split(' '),
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  },
  fr: {
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    short: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
    weekdays: 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' '),
  },
  rw: {
    months: 'Mutarama Gashyantare Werurwe Mata Gicurasi Kamena Nyakanga Kanama Nzeri Ukwakira Ugushyingo Ukuboza'.split(
      ' ',
    ),
    short: 'Mut. Gas. Wer. Mat. Gic. Kam. Nya. Kan. Nze. Ukw. Ugu. Uku.'.split(' '),
    weekdays: ['Ku cyumweru', 'Kuwa mbere', 'Kuwa kabiri', 'Kuwa gatatu', 'Kuwa kane', 'Kuwa gatanu', 'Kuwa gatandatu'],
  },
};

const pad = (n: number) => String(n).padStart(2, '0');
/** French writes the first of the month as an ordinal: "1er décembre", then "2 décembre". */
const dayOf = (p: DateParts, lang: string) => (lang === 'fr' && p.day === 1 ? '1er' : String(p.day));

function time(p: DateParts, lang: string): string {
  if (lang !== 'en') return `${pad(p.hour)}:${pad(p.minute)}`;
  const h = p.hour % 12 || 12;
  return `${h}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

function dateStyled(p: DateParts, lang: 'en' | 'fr' | 'rw', style: NonNullable<DateFormat['dateStyle']>): string {
  const w = words[lang];
  const month = w.months[p.month - 1]!;
  if (style === 'short')
    return lang === 'en' ? `${p.month}/${p.day}/${pad(p.year % 100)}` : `${pad(p.day)}/${pad(p.month)}/${p.year}`;
  if (lang === 'en') {
    const date = `${style === 'medium' ? w.short[p.month - 1] : month} ${p.day}, ${p.year}`;
    return style === 'full' ? `${w.weekdays[p.weekday]}, ${date}` : date;
  }
  const date = `${dayOf(p, lang)} ${month} ${p.year}`;
  if (style !== 'full') return date;
  return lang === 'fr' ? `${w.weekdays[p.weekday]} ${date}` : `${w.weekdays[p.weekday]}, ${date}`;
}

/** Day, month and year as asked, in the language's order ("Mar 5", "5 mars", "Werurwe 2026"). */
function fields(p: DateParts, lang: 'en' | 'fr' | 'rw', opts: DateFormat): string {
  const w = words[lang];
  const month = opts.month === 'short' ? w.short[p.month - 1] : opts.month === 'long' ? w.months[p.month - 1] : '';
  const day = opts.day ? dayOf(p, lang) : '';
  const year = opts.year ? String(p.year) : '';
  if (lang === 'en') {
    const monthDay = [month, day].filter(Boolean).join(' ');
    return monthDay && year ? (day ? `${monthDay}, ${year}` : `${monthDay} ${year}`) : monthDay || year;
  }
  return [day, month, year].filter(Boolean).join(' ');
}

/** The parts worded in the language (English for a language without words here). */
export function formatDateParts(p: DateParts, language: string, opts: DateFormat): string {
  const lang = language === 'fr' || language === 'rw' ? language : 'en';
  const hasFields = !!(opts.month || opts.day || opts.year);
  const date = opts.dateStyle
    ? dateStyled(p, lang, opts.dateStyle)
    : hasFields || !opts.timeStyle
      ? fields(p, lang, hasFields ? opts : { month: 'short', day: 'numeric', year: 'numeric' })
      : '';
  if (!opts.timeStyle) return date;
  if (!date) return time(p, lang);
  const long = opts.dateStyle === 'long' || opts.dateStyle === 'full';
  const joiner = lang === 'en' ? (long ? ' at ' : ', ') : lang === 'fr' ? (long ? ' à ' : ' ') : ', ';
  return `${date}${joiner}${time(p, lang)}`;
}
