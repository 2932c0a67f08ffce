/**
 * The plan calendar, in whole days (UTC dates; Rwanda keeps UTC+2 all year, so a run
 * at 06:00 UTC is 08:00 in Musanze). A period is a month, 'YYYY-MM'; a plan's day of
 * the month is 1 to 28, so every month has it.
 */
export const RUN_HOUR_UTC = 6;
/** Mobile money payers are reminded this many days before the request reaches their phone. */
export const REMINDER_DAYS = 3;
/** A failed month is tried again this many days after its due date; after the last the plan lapses. */
export const RETRY_DAYS = [1, 3, 7] as const;
export const MAX_DAY_OF_MONTH = 28;

export const periodOf = (d: Date) => d.toISOString().slice(0, 7);

export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The due date of a period for a day of the month: 'YYYY-MM-DD'. */
export const dueOn = (period: string, day: number) =>
  `${period}-${String(Math.min(Math.max(day, 1), MAX_DAY_OF_MONTH)).padStart(2, '0')}`;

/** The moment a scheduler acts on a date, `days` after it. */
export function runAt(date: string, days = 0): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(RUN_HOUR_UTC);
  return d;
}

/** The first period after a first payment made `now`, due on `day`: next month. */
export const firstPeriodAfter = (now: Date) => nextPeriod(periodOf(now));

/** The plan's day when it starts: today's, up to the 28th. */
export const dayOfMonthFor = (now: Date) => Math.min(now.getUTCDate(), MAX_DAY_OF_MONTH);

/** When a failed try `failures` (1-based count after it) is tried again; null when none is left. */
export function retryAt(due: string, failures: number, now: Date): Date | null {
  const days = RETRY_DAYS[failures - 1];
  if (days === undefined) return null;
  const at = runAt(due, days);
  // A late failure (a payment pending for long, a payer's own try) is retried a day after, not in the past.
  return at > now ? at : new Date(now.getTime() + 24 * 3600_000);
}

/** After a change of day: the month still to collect keeps its place, due on the new day (at once if that is past). */
export function rescheduleDay(period: string, day: number, now: Date): { nextDueOn: string; nextRunAt: Date } {
  const nextDueOn = dueOn(period, day);
  const at = runAt(nextDueOn);
  return { nextDueOn, nextRunAt: at > now ? at : now };
}

/** On resuming: the months paused are not asked for; the next is this month's if its day is still ahead, else next month's. */
export function resumePeriod(day: number, now: Date): { period: string; nextDueOn: string } {
  const period = periodOf(now);
  const due = dueOn(period, day);
  if (runAt(due) > now) return { period, nextDueOn: due };
  const next = nextPeriod(period);
  return { period: next, nextDueOn: dueOn(next, day) };
}
