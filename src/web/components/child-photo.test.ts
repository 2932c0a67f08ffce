import { describe, expect, it } from 'vitest';
import { initialsOf, toneOf } from './child-photo';

describe('the placeholder of a child without a photo', () => {
  it('shows the first and last initials, in capitals', () => {
    expect(initialsOf('Aline Uwase')).toBe('AU');
    expect(initialsOf('  jean de dieu  Habimana ')).toBe('JH');
    expect(initialsOf('Divine')).toBe('D');
    expect(initialsOf('Élise Mukamana')).toBe('ÉM');
    expect(initialsOf('')).toBe('');
  });

  it('gives the same name the same calm tone, and names different tones', () => {
    expect(toneOf('Aline Uwase')).toEqual(toneOf('Aline Uwase'));
    const names = ['Aline Uwase', 'Claudine Mukamana', 'Divine Ingabire', 'Patrick Nshimiyimana', 'Eric Mugisha'];
    expect(new Set(names.map((n) => toneOf(n)[0])).size).toBeGreaterThan(1);
  });
});
