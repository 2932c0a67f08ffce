/**
 * The day a new monthly plan asks for its next payment (YYYY-MM-DD), as the server sets it
 * when the first payment settles (src/server/giving/recurring/settlement-hook.ts with
 * calendar.ts: the next month, on today's day capped at the 28th, in UTC).
 */
export function nextMonthlyPaymentOn(now: Date): string {
  const day = Math.min(now.getUTCDate(), 28);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, 12));
  return next.toISOString().slice(0, 10);
}
