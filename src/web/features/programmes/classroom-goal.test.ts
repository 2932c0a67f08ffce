import { describe, expect, it } from 'vitest';
import { todayIn } from '~/shared/time-zone';
import { type FundraisingGoal, goalStatus } from './classroom-goal';

const goal: FundraisingGoal = {
  targetUsd: 80_000,
  raisedUsd: 52_400,
  classrooms: 8,
  deadline: '2026-04-30',
  progressAsOf: '2026-03-31',
};

describe('goalStatus', () => {
  it('is an open goal before and on its deadline', () => {
    expect(goalStatus(goal, '2025-12-01')).toEqual({ phase: 'open', percent: 65 });
    expect(goalStatus(goal, '2026-04-30').phase).toBe('open');
  });

  it('is never a future goal once the deadline has passed', () => {
    expect(goalStatus(goal, '2026-05-01').phase).toBe('continuing');
    // The day this site was built: the goal is past, not reached, the appeal continues.
    expect(goalStatus(goal, '2026-11-21').phase).toBe('continuing');
  });

  it('reads as achieved once the target is raised, before or after the deadline', () => {
    expect(goalStatus({ ...goal, raisedUsd: 80_000 }, '2026-03-01')).toEqual({ phase: 'reached', percent: 100 });
    expect(goalStatus({ ...goal, raisedUsd: 91_000 }, '2026-11-21')).toEqual({ phase: 'reached', percent: 100 });
  });

  it('keeps the percentage between 0 and 100', () => {
    expect(goalStatus({ ...goal, raisedUsd: 0 }, '2026-01-01').percent).toBe(0);
    expect(goalStatus({ ...goal, raisedUsd: 79_999 }, '2026-01-01').percent).toBe(99);
  });

  it("words docs/product.md's goal (by the end of April 2026, not reached) as past on 2026-11-21", () => {
    expect(goalStatus({ ...goal, raisedUsd: 52_400, deadline: '2026-04-30' }, '2026-11-21').phase).toBe('continuing');
  });
});

describe('todayIn (Kigali by default)', () => {
  it('uses Kigali time (UTC+2) for the date', () => {
    expect(todayIn(undefined, new Date('2026-04-30T21:59:00Z'))).toBe('2026-04-30');
    expect(todayIn(undefined, new Date('2026-04-30T22:00:00Z'))).toBe('2026-05-01');
  });
});
