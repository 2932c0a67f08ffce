import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { engagementTone, formatChange } from './figures';

describe('formatChange', () => {
  it('signs the percentage and says "New" when there was nothing before', () => {
    expect(formatChange({ percent: 200, trend: 'up' }, 'New')).toBe('+200%');
    expect(formatChange({ percent: -33.3, trend: 'down' }, 'New')).toBe('-33.3%');
    expect(formatChange({ percent: 0, trend: 'flat' }, 'New')).toBe('0%');
    expect(formatChange({ percent: 1250.5, trend: 'up' }, 'New')).toBe('+1,250.5%');
    expect(formatChange({ percent: null, trend: 'up' }, 'New')).toBe('New');
  });
});

describe('engagementTone', () => {
  it('is green above 85, yellow above 75, red otherwise', () => {
    expect(engagementTone(100)).toBe('green');
    expect(engagementTone(85.1)).toBe('green');
    expect(engagementTone(85)).toBe('yellow');
    expect(engagementTone(75.1)).toBe('yellow');
    expect(engagementTone(75)).toBe('red');
    expect(engagementTone(0)).toBe('red');
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    const csv = toCsv([
      ['Donor', 'Amount'],
      ['Grace, "G" M', 30000],
      ['=HYPERLINK("x")', -5],
      ['line\nbreak', null],
    ]);
    expect(csv).toBe('\uFEFFDonor,Amount\r\n"Grace, ""G"" M",30000\r\n"\'=HYPERLINK(""x"")",-5\r\n"line\nbreak",\r\n');
  });
});
