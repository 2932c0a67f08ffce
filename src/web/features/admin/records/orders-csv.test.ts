import type { TFunction } from '~/shared/i18n/translator';
import { describe, expect, it } from 'vitest';
import type { Order } from '~/shared/schemas/order';
import { toCsv } from '~/web/features/admin/analysis/csv';
import { zonedDateTime, zonedNoon } from '~/shared/time-zone';
import { matchesOrder, ordersCsv } from './orders-csv';

const t = ((key: string) => key.split('.').at(-1)) as unknown as TFunction;
const order: Order = {
  _id: '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f',
  reference: 'OR-0B5E1A5C',
  total: 80,
  paymentMethod: 'card',
  buyerName: 'Jean Uwimana',
  buyerEmail: 'jean@example.org',
  status: 'approved',
  // 22:30 UTC on 10 March is already 11 March, 00:30, in Kigali.
  createdAt: '2026-03-10T22:30:00.000Z',
  items: [
    { giftId: null, name: 'Goat', price: 40 },
    { giftId: null, name: '=Goat', price: 40 },
  ],
};

describe('gift orders CSV', () => {
  it("writes dates in the organisation's time zone, not UTC, and says which", () => {
    const rows = ordersCsv([order], t, 'Africa/Kigali');
    expect(rows[0]).toContain('date (Africa/Kigali)');
    expect(rows[1]).toEqual([
      'OR-0B5E1A5C',
      '2026-03-11 00:30',
      'Jean Uwimana',
      'jean@example.org',
      'Goat; =Goat',
      80,
      'card',
      'approved',
    ]);
    expect(ordersCsv([order], t, 'America/New_York')[1]![1]).toBe('2026-03-10 18:30');
    // A cell that would start a formula stays text.
    expect(toCsv([['=Goat']])).toContain("'=Goat");
  });

  it('finds orders by reference, buyer and gift', () => {
    expect(matchesOrder(order, 'uwim')).toBe(true);
    expect(matchesOrder(order, 'or-0b5e')).toBe(true);
    expect(matchesOrder(order, 'goat')).toBe(true);
    expect(matchesOrder(order, 'blanket')).toBe(false);
    expect(matchesOrder(order, '  ')).toBe(true);
  });
});

describe('time zone helpers', () => {
  it('reads and makes instants in a zone, across daylight saving', () => {
    expect(zonedDateTime('2026-07-01T12:00:00Z', 'Africa/Kigali')).toBe('2026-07-01 14:00');
    expect(zonedNoon('2026-03-10', 'Africa/Kigali').toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(zonedNoon('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(zonedNoon('2026-01-10', 'America/New_York').toISOString()).toBe('2026-01-10T17:00:00.000Z');
    expect(zonedDateTime('not a date', 'Africa/Kigali')).toBe('');
  });
});
