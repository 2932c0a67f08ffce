import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage } from './language';

describe('Accept-Language', () => {
  const all = ['en', 'rw', 'fr'] as const;
  it('takes the highest q-value that we offer, matching the primary tag', () => {
    expect(fromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8', all)).toBe('fr');
    expect(fromAcceptLanguage('de;q=1, rw;q=0.7, en;q=0.5', all)).toBe('rw');
    expect(fromAcceptLanguage('en;q=0.2, fr;q=0.9', all)).toBe('fr');
  });
  it('ignores languages we do not offer, q=0 and nonsense', () => {
    expect(fromAcceptLanguage('de, es', all)).toBeUndefined();
    expect(fromAcceptLanguage('fr;q=0, en;q=0.1', all)).toBe('en');
    expect(fromAcceptLanguage(';;;,,,q=abc', all)).toBeUndefined();
    expect(fromAcceptLanguage('fr', ['en'])).toBeUndefined();
    expect(fromAcceptLanguage(undefined, all)).toBeUndefined();
  });
});
