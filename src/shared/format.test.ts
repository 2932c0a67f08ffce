import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRwf, formatRwfNumber, formatUsd } from './format';

/**
 * The same text on the server and in any browser: nothing here may depend on the
 * runtime's locale data (Chromium has no Kinyarwanda, Node has).
 */
describe('numbers and money', () => {
  it('groups thousands per language, rounding francs', () => {
    expect(formatRwfNumber(30_000)).toBe('30,000');
    expect(formatRwfNumber(30_000, 'rw')).toBe('30,000');
    expect(formatRwfNumber(1_234_567.6, 'fr')).toBe('1\u202f234\u202f568');
    expect(formatRwf(500, 'en')).toBe('RWF 500');
    expect(formatNumber(1250.5, 'en', 1)).toBe('1,250.5');
    expect(formatNumber(200, 'fr', 1)).toBe('200');
    expect(formatNumber(-33.33, 'fr', 1)).toBe('-33,3');
    expect(formatNumber(-0.01, 'en', 1)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('writes dollars with cents, or whole', () => {
    expect(formatUsd(25)).toBe('$25.00');
    expect(formatUsd(1234.5, 'rw')).toBe('$1,234.50');
    expect(formatUsd(1234.5, 'fr')).toBe('1\u202f234,50\u00a0$US');
    expect(formatUsd(80_000, 'en', { cents: false })).toBe('$80,000');
    expect(formatUsd(-12.5)).toBe('-$12.50');
  });
});

describe('dates, in Kigali unless told', () => {
  // 23:30 UTC is already the next day in Kigali (UTC+2).
  const late = '2026-03-04T23:30:00Z';
  it('words a date in each language', () => {
    expect(formatDate(late)).toBe('Mar 5, 2026');
    expect(formatDate(late, 'en', { dateStyle: 'long' })).toBe('March 5, 2026');
    expect(formatDate(late, 'fr', { dateStyle: 'long' })).toBe('5 mars 2026');
    expect(formatDate(late, 'rw', { dateStyle: 'long' })).toBe('5 Werurwe 2026');
    expect(formatDate(late, 'en', { dateStyle: 'full' })).toBe('Thursday, March 5, 2026');
    expect(formatDate(late, 'fr', { dateStyle: 'full' })).toBe('jeudi 5 mars 2026');
    expect(formatDate(late, 'rw', { dateStyle: 'full' })).toBe('Kuwa kane, 5 Werurwe 2026');
    expect(formatDate(late, 'en', { dateStyle: 'short' })).toBe('3/5/26');
    expect(formatDate(late, 'fr', { dateStyle: 'short' })).toBe('05/03/2026');
    expect(formatDate(late, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 4, 2026');
  });

  it('words times and partial dates', () => {
    expect(formatDate(late, 'en', { dateStyle: 'long', timeStyle: 'short' })).toBe('March 5, 2026 at 1:30 AM');
    expect(formatDate('2026-03-05T12:05:00Z', 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      'Mar 5, 2026, 2:05 PM',
    );
    expect(formatDate(late, 'fr', { dateStyle: 'long', timeStyle: 'short' })).toBe('5 mars 2026 à 01:30');
    expect(formatDate(late, 'rw', { dateStyle: 'medium', timeStyle: 'short' })).toBe('5 Werurwe 2026, 01:30');
    expect(formatDate(late, 'en', { month: 'short', day: 'numeric' })).toBe('Mar 5');
    expect(formatDate(late, 'fr', { month: 'short', day: 'numeric' })).toBe('5 mars');
    // French writes the first of the month as an ordinal (and only the first).
    expect(formatDate('2026-12-01T12:00:00Z', 'fr', { dateStyle: 'long' })).toBe('1er décembre 2026');
    expect(formatDate('2026-12-01T12:00:00Z', 'fr', { dateStyle: 'full' })).toBe('mardi 1er décembre 2026');
    expect(formatDate('2026-12-01T12:00:00Z', 'fr', { day: 'numeric', month: 'long' })).toBe('1er décembre');
    expect(formatDate('2026-12-02T12:00:00Z', 'fr', { day: 'numeric', month: 'long' })).toBe('2 décembre');
    expect(formatDate('2026-12-01T12:00:00Z', 'rw', { dateStyle: 'long' })).toBe('1 Ukuboza 2026');
    expect(formatDate(late, 'en', { month: 'long', year: 'numeric' })).toBe('March 2026');
    expect(formatDate(late, 'rw', { month: 'long', year: 'numeric' })).toBe('Werurwe 2026');
    expect(formatDate('2026-08-01T12:00:00Z', 'fr', { month: 'short', year: 'numeric' })).toBe('août 2026');
    expect(formatDate('2026-12-31T22:00:00Z', 'en')).toBe('Jan 1, 2027');
    expect(formatDate('not a date')).toBe('');
  });
});
