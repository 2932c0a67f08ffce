import { DEFAULT_TIME_ZONE } from '~/shared/time-zone';

/** The longest list of years the statement offers. */
const MOST_YEARS = 10;

const yearIn = (iso: string, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(new Date(iso)));

/**
 * The years a supporter can ask a giving statement for, newest first (issue 39.24): from
 * the year of their first gift (in the charity's time zone, as the statement counts it)
 * to this year; never a year before they gave. No gift yet: this year only.
 */
export function statementYears(payments: { date: string }[], now = new Date(), timeZone = DEFAULT_TIME_ZONE): number[] {
  const thisYear = yearIn(now.toISOString(), timeZone);
  const first = payments.reduce((min, p) => Math.min(min, yearIn(p.date, timeZone)), thisYear);
  const from = Math.max(first, thisYear - MOST_YEARS + 1);
  return Array.from({ length: thisYear - from + 1 }, (_, i) => thisYear - i);
}
