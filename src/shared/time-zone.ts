/**
 * Dates in the organisation's time zone (ORG_TIME_ZONE, Africa/Kigali by default): what
 * staff read on screen and in exports is their own calendar and clock, never UTC.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Kigali';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: building one costs about a millisecond, using it microseconds. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function parts(at: Date, timeZone: string): Record<string, number> {
  const found = formatter(timeZone).formatToParts(at);
  return Object.fromEntries(
    found
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, p.type === 'weekday' ? (weekdayIndex[p.value] ?? 0) : Number(p.value)]),
  );
}

/** The calendar fields of an instant in a zone (month 1-12, weekday 0 = Sunday). */
export type DateParts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

export function zonedParts(at: Date, timeZone: string): DateParts {
  const p = parts(at, timeZone);
  return { year: p.year!, month: p.month!, day: p.day!, weekday: p.weekday!, hour: p.hour! % 24, minute: p.minute! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-23 14:05" in the zone: an export's cell, which spreadsheets read as a date and time. */
export function zonedDateTime(iso: string | Date, timeZone: string): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(at.getTime())) return '';
  const p = parts(at, timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)} ${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** "2026-11-23": the zone's calendar day of an instant. */
export const zonedDay = (at: Date, timeZone: string) => zonedDateTime(at, timeZone).slice(0, 10);

/** Today's date ("YYYY-MM-DD") in a zone: the organisation's (Kigali) unless told. */
export const todayIn = (timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()) => zonedDay(now, timeZone);

/** The zone's offset from UTC at an instant, in milliseconds (Kigali: +2 h). */
function offsetAt(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a calendar day ("YYYY-MM-DD") in the zone. */
export function zonedStartOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d));
  return new Date(guess.getTime() - offsetAt(guess, timeZone));
}

/** Noon of a calendar day ("YYYY-MM-DD") in the zone, as an instant. */
export function zonedNoon(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d, 12));
  return new Date(guess.getTime() - offsetAt(guess, timeZone));
}

/** The calendar day after a day ("YYYY-MM-DD"): a period's end, exclusive. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
