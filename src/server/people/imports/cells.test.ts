import { describe, expect, it } from 'vitest';
import { isFormula, readAmount, readDate, readEmail, readName, readPhone, readYesNo } from './cells';

const value = <T>(cell: { ok: true; value: T } | { ok: false; reason: string }) =>
  cell.ok ? cell.value : `! ${cell.reason}`;

describe("an import's cells", () => {
  it('reads one Rwandan number however it is written, and a diaspora number too', () => {
    for (const written of ['0788 123 456', '788123456', '+250788123456', '+250 788-123-456', '(078) 812 3456'])
      expect(value(readPhone(written))).toBe('+250788123456');
    expect(value(readPhone('+44 20 7946 0958'))).toBe('+442079460958');
    expect(value(readPhone('12345'))).toMatch(/^! is not a phone number/);
  });

  it('reads DD/MM/YYYY, YYYY-MM-DD and an XLSX date serial; refuses a day not on the calendar', () => {
    expect(value(readDate('05/03/2024'))).toBe('2024-03-05');
    expect(value(readDate('2024-3-5'))).toBe('2024-03-05');
    expect(value(readDate('45356'))).toBe('2024-03-05');
    expect(value(readDate('31/02/2024'))).toBe('! is not a date on the calendar');
    expect(value(readDate('March 5th'))).toBe('! is not a date (write DD/MM/YYYY or YYYY-MM-DD)');
  });

  it('reads whole francs with separators, other currencies in cents, and refuses the rest', () => {
    expect(value(readAmount('5,000'))).toEqual({ amount: 5000, currency: 'RWF' });
    expect(value(readAmount('RWF 12 500'))).toEqual({ amount: 12500, currency: 'RWF' });
    expect(value(readAmount('25.50', 'usd'))).toEqual({ amount: 2550, currency: 'USD' });
    expect(value(readAmount('5000.5'))).toBe('! is not a whole number of francs');
    expect(value(readAmount('0'))).toBe('! must be more than zero');
    expect(value(readAmount('10', 'KES'))).toMatch(/^! names a currency this site does not take/);
  });

  it('tells a formula from a phone number or a negative amount', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', ' =1+1', '+cmd|" /C calc"!A0', '@SUM(A1:A2)', '-2+3+cmd|x'])
      expect(isFormula(formula)).toBe(true);
    for (const plain of ['+250 788 123 456', '-500', 'Marie-Claire', 'a=b', '(078) 812 3456'])
      expect(isFormula(plain)).toBe(false);
  });

  it('keeps names as written, e-mails as matched, yes and no in three languages', () => {
    expect(value(readName("  Marie-Thérèse   d'Arc "))).toBe("Marie-Thérèse d'Arc");
    expect(value(readName('   '))).toBe('! is empty');
    expect(value(readEmail(' Aline.M@Example.ORG '))).toBe('aline.m@example.org');
    expect(value(readEmail('aline@'))).toBe('! is not an e-mail address');
    expect(['yes', 'Oui', 'yego', 'X', 'no', 'non', 'oya', ''].map((t) => value(readYesNo(t)))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(value(readYesNo('maybe'))).toBe('! is not yes or no');
  });
});
