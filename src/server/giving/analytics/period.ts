/**
 * The arithmetic of the analytics periods, kept pure so it can be tested without a
 * database.
 *
 * - A period of N days is N calendar days in the organisation's time zone (ORG_TIME_ZONE,
 *   Africa/Kigali by default) ending now: from its midnight N-1 days ago until this instant, so "Last 7 days" is today and the
 *   six days before it.
 * - The previous period is the same stretch of time moved back N days: it ends N days
 *   before now, so a half-finished today is compared with the same half of the day a
 *   period ago, never with a whole day.
 * - Time series are bucketed by day (7d, 30d), ISO week starting Monday (90d) or month
 *   (1y), in that time zone; a bucket is named by the local date it starts on
 *   ('YYYY-MM-DD'), and every bucket of the period is listed, empty or not.
 */
import type { Period } from '~/shared/schemas/analytics';
import { DEFAULT_TIME_ZONE, zonedDay, zonedStartOfDay } from '~/shared/time-zone';

export type Bucket = 'day' | 'week' | 'month';

/** The organisation's time zone when none is given (ORG_TIME_ZONE sets it: config.ts). */
export const TIME_ZONE = DEFAULT_TIME_ZONE;
export const PERIOD_DAYS: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const PERIOD_BUCKET: Record<Period, Bucket> = { '7d': 'day', '30d': 'day', '90d': 'week', '1y': 'month' };

const DAY_MS = 86_400_000;

export interface Range {
  from: Date;
  to: Date;
}

export interface PeriodRanges {
  current: Range;
  previous: Range;
  bucket: Bucket;
  /** Every bucket of the current period, oldest first. */
  buckets: string[];
}

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone (shared/time-zone.ts). */
export const zonedDate = (instant: Date, timeZone = TIME_ZONE): string => zonedDay(instant, timeZone);

/** The instant a calendar date begins in a time zone (shared/time-zone.ts). */
export const zonedMidnight = (date: string, timeZone = TIME_ZONE): Date => zonedStartOfDay(date, timeZone);

/** A plain calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The bucket a calendar date falls in, named by the date the bucket starts on. */
export function bucketOf(date: string, bucket: Bucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7)); // back to Monday, as PostgreSQL's date_trunc('week')
}

export function periodRanges(period: Period, now: Date, timeZone = TIME_ZONE): PeriodRanges {
  const days = PERIOD_DAYS[period];
  const today = zonedDate(now, timeZone);
  const firstDay = addDays(today, -(days - 1));
  const from = zonedMidnight(firstDay, timeZone);
  const shift = days * DAY_MS;
  const bucket = PERIOD_BUCKET[period];
  const buckets: string[] = [];
  for (let d = firstDay; d <= today; d = addDays(d, 1)) {
    const key = bucketOf(d, bucket);
    if (buckets[buckets.length - 1] !== key) buckets.push(key);
  }
  return {
    current: { from, to: now },
    previous: { from: new Date(from.getTime() - shift), to: new Date(now.getTime() - shift) },
    bucket,
    buckets,
  };
}

export type Trend = 'up' | 'down' | 'flat';
export interface Change {
  /**
   * Percent change against the previous period, one decimal. `null` when the previous
   * period had nothing and this one has something: no honest percentage exists (it
   * would be infinite), so the dashboard shows "New" rather than an invented +100%.
   */
  percent: number | null;
  trend: Trend;
}

export function percentChange(current: number, previous: number): Change {
  const trend: Trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { percent: current === 0 ? 0 : null, trend };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return { percent: Object.is(percent, -0) ? 0 : percent, trend };
}

/** A share as a percentage with one decimal, or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A stretch of time: from its first instant to its last (`toInclusive`) or the one after. */
export interface Span {
  from: Date;
  to: Date;
  toInclusive: boolean;
}

/**
 * A span cut into the whole calendar days it holds (`days`, first and last, or null) and
 * the parts of a day left at either end (`edges`): the days are read from daily totals,
 * the edges from the records themselves.
 */
export function splitByDays(span: Span, timeZone = TIME_ZONE): { days: [string, string] | null; edges: Span[] } {
  let first = zonedDate(span.from, timeZone);
  if (zonedMidnight(first, timeZone) < span.from) first = addDays(first, 1);
  const toDay = zonedDate(span.to, timeZone);
  const startFull = zonedMidnight(first, timeZone);
  const endFull = zonedMidnight(toDay, timeZone);
  if (startFull >= endFull) return { days: null, edges: [span] };
  const edges: Span[] = [];
  if (span.from < startFull) edges.push({ from: span.from, to: startFull, toInclusive: false });
  edges.push({ from: endFull, to: span.to, toInclusive: span.toInclusive });
  return { days: [first, addDays(toDay, -1)], edges };
}
