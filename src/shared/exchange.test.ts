import { describe, expect, it } from 'vitest';
import { usdCentsToRwf, usdToRwf } from './exchange';

describe('usdCentsToRwf', () => {
  it('converts whole francs, rounded up, never less than the price', () => {
    expect(usdCentsToRwf(4000, 1450)).toBe(58_000);
    expect(usdCentsToRwf(1250, 1450.5)).toBe(18_132); // 18,131.25 -> 18,132
    expect(usdCentsToRwf(1, 1450)).toBe(15); // 14.5 -> 15
  });
  it('adds no franc for float noise on an exact figure', () => {
    expect(usdCentsToRwf(30, 1000)).toBe(300);
    expect(usdToRwf(0.1 + 0.2, 1000)).toBe(300);
    expect(usdToRwf(12.5, 1450)).toBe(18_125);
  });
});
