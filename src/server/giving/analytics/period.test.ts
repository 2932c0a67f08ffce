import { describe, expect, it } from 'vitest';
import { addDays, bucketOf, percentChange, percentOf, periodRanges, zonedDate, zonedMidnight } from './period';

describe('percentChange', () => {
  it('is the change against the previous period, rounded to one decimal', () => {
    expect(percentChange(150, 100)).toEqual({ percent: 50, trend: 'up' });
    expect(percentChange(50, 100)).toEqual({ percent: -50, trend: 'down' });
    expect(percentChange(1, 3)).toEqual({ percent: -66.7, trend: 'down' });
    expect(percentChange(4, 3)).toEqual({ percent: 33.3, trend: 'up' });
    expect(percentChange(0, 7)).toEqual({ percent: -100, trend: 'down' });
  });

  it('has no percentage for something new (0 to n): the page shows "New"', () => {
    expect(percentChange(5, 0)).toEqual({ percent: null, trend: 'up' });
  });

  it('is flat at 0% when nothing changed, including nothing at all', () => {
    expect(percentChange(0, 0)).toEqual({ percent: 0, trend: 'flat' });
    expect(percentChange(12, 12)).toEqual({ percent: 0, trend: 'flat' });
  });

  it('keeps the trend even when the rounded percentage is 0', () => {
    expect(percentChange(100_001, 100_000)).toEqual({ percent: 0, trend: 'up' });
  });
});

describe('percentOf', () => {
  it('is a share with one decimal, or null without a whole', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 4)).toBe(0);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('Kigali calendar', () => {
  it('reads the date in Kigali (UTC+2), not UTC', () => {
    expect(zonedDate(new Date('2026-11-20T21:59:59Z'))).toBe('2026-11-20');
    expect(zonedDate(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
  });

  it('finds the instant a Kigali day begins', () => {
    expect(zonedMidnight('2026-11-21').toISOString()).toBe('2026-11-20T22:00:00.000Z');
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names buckets by the day, the Monday of the week, or the first of the month', () => {
    expect(bucketOf('2026-11-21', 'day')).toBe('2026-11-21');
    expect(bucketOf('2026-11-21', 'week')).toBe('2026-11-16'); // a Saturday
    expect(bucketOf('2026-11-16', 'week')).toBe('2026-11-16'); // a Monday
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketOf('2026-11-21', 'month')).toBe('2026-11-01');
  });
});

describe('periodRanges', () => {
  // Saturday 21 November 2026, 08:30 in Kigali.
  const now = new Date('2026-11-21T06:30:00Z');

  it('covers N Kigali calendar days up to now, and the same stretch N days earlier', () => {
    const r = periodRanges('7d', now);
    expect(r.current.from.toISOString()).toBe('2026-11-14T22:00:00.000Z'); // midnight 15 Nov, Kigali
    expect(r.current.to).toEqual(now);
    expect(r.previous.from.toISOString()).toBe('2026-11-07T22:00:00.000Z');
    expect(r.previous.to.toISOString()).toBe('2026-11-14T06:30:00.000Z');
    expect(r.bucket).toBe('day');
    expect(r.buckets).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('has 30 daily buckets for 30 days', () => {
    const r = periodRanges('30d', now);
    expect(r.buckets).toHaveLength(30);
    expect(r.buckets[0]).toBe('2026-10-23');
  });

  it('buckets 90 days by week, the first one starting before the period', () => {
    const r = periodRanges('90d', now);
    expect(r.bucket).toBe('week');
    // The period starts on Monday 24 August 2026 (90 days including today).
    expect(r.current.from.toISOString()).toBe('2026-08-23T22:00:00.000Z');
    expect(r.buckets[0]).toBe('2026-08-24');
    expect(r.buckets.at(-1)).toBe('2026-11-16');
    expect(r.buckets).toHaveLength(13);
  });

  it('buckets a year by month: 13 months, the first and last partial', () => {
    const r = periodRanges('1y', now);
    expect(r.bucket).toBe('month');
    expect(r.current.from.toISOString()).toBe('2025-11-21T22:00:00.000Z'); // 22 Nov 2025, Kigali
    expect(r.buckets[0]).toBe('2025-11-01');
    expect(r.buckets.at(-1)).toBe('2026-11-01');
    expect(r.buckets).toHaveLength(13);
    expect(r.previous.to.getTime() - r.previous.from.getTime()).toBe(r.current.to.getTime() - r.current.from.getTime());
  });

  it("buckets a year by month: 12 months on a month's last day, the period starting on the 1st", () => {
    // 30 November 2026, 00:30 in Kigali (22:30 UTC the day before): the local date decides.
    const r = periodRanges('1y', new Date('2026-11-29T22:30:00Z'));
    expect(r.current.from.toISOString()).toBe('2025-11-30T22:00:00.000Z'); // 1 Dec 2025, Kigali
    expect(r.buckets[0]).toBe('2025-12-01');
    expect(r.buckets.at(-1)).toBe('2026-11-01');
    expect(r.buckets).toHaveLength(12);
  });
});
