import { describe, expect, it } from 'vitest';
import { distance, emailKey, nameWords, phoneKey, similarNames } from './duplicates';

/** The keys the duplicates report compares (docs/importing.md, "Duplicates"). */
describe('duplicate keys', () => {
  it('reads one phone however it is written', () => {
    for (const p of ['0788 123 456', '788123456', '+250788123456', '250 788 123 456'])
      expect(phoneKey(p)).toBe('+250788123456');
    expect(phoneKey('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneKey('')).toBeNull();
  });

  it('reads one e-mail but for case, and for the dots and +tag of a Gmail address only', () => {
    expect(emailKey('Marie.Uwase@Gmail.com')).toBe('marieuwase@gmail.com');
    expect(emailKey('marieuwase+news@googlemail.com')).toBe('marieuwase@gmail.com');
    expect(emailKey('Marie.Uwase@Example.org')).toBe('marie.uwase@example.org');
    expect(emailKey(null)).toBeNull();
  });

  it('takes the same words in any order, accents aside, or a letter or two apart, as similar names', () => {
    expect(nameWords("Éric  N'Diaye")).toEqual(['diaye', 'eric', 'n']);
    expect(similarNames(nameWords('Jean-Baptiste Nshimiyimana'), nameWords('NSHIMIYIMANA Jean Baptiste'))).toBe(true);
    expect(similarNames(nameWords('Olivier Mugisha'), nameWords('Olivier Mugisa'))).toBe(true);
    expect(similarNames(nameWords('Grace Mutesi'), nameWords('Grace Ingabire'))).toBe(false);
    expect(similarNames(nameWords('Aline'), nameWords('Aline'))).toBe(false);
    expect(distance('kitten', 'sitting', 5)).toBe(3);
    expect(distance('kitten', 'sitting', 1)).toBe(2);
  });
});
