import { describe, expect, it } from 'vitest';
import { statementYears } from './statement-years';

const now = new Date('2026-11-28T12:00:00Z');

describe('the years a giving statement is offered for', () => {
  it('starts at the year of the first gift, never before', () => {
    const payments = [{ date: '2026-03-01T10:00:00Z' }, { date: '2024-07-15T10:00:00Z' }];
    expect(statementYears(payments, now)).toEqual([2026, 2025, 2024]);
  });

  it('offers this year only to a supporter who has not given yet, or gave this year', () => {
    expect(statementYears([], now)).toEqual([2026]);
    expect(statementYears([{ date: '2026-01-02T00:00:00Z' }], now)).toEqual([2026]);
  });

  it("counts a gift's year in the charity's time zone, as the statement does", () => {
    // 31 December 23:00 UTC is already 1 January in Kigali.
    expect(statementYears([{ date: '2025-12-31T23:00:00Z' }], now)).toEqual([2026]);
  });

  it('lists ten years at most', () => {
    expect(statementYears([{ date: '2001-05-05T00:00:00Z' }], now)).toHaveLength(10);
  });
});
