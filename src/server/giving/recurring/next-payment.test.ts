import { describe, expect, it } from 'vitest';
import { nextMonthlyPaymentOn } from '~/shared/next-payment';
import { dayOfMonthFor, dueOn, firstPeriodAfter } from './calendar';

/** The date the thanks after sponsoring promises is the one the plan is given (issue 39 item 11). */
describe('the next monthly payment after sponsoring', () => {
  it.each(['2026-01-31T09:00:00Z', '2026-02-14T23:30:00Z', '2026-12-15T06:00:00Z', '2026-03-29T12:00:00Z'])(
    'from %s is the plan’s first due day',
    (at) => {
      const now = new Date(at);
      expect(nextMonthlyPaymentOn(now)).toBe(dueOn(firstPeriodAfter(now), dayOfMonthFor(now)));
    },
  );
});
