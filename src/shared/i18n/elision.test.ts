import { describe, expect, it } from 'vitest';
import { resourcesFor } from './catalogues';
import { Translator } from './translator';

/** Issue 39.17: French elides "de" before a vowel, where a name follows it. */
describe('French elision', () => {
  const fr = new Translator('fr', resourcesFor('fr', ['childNews']));
  const en = new Translator('en', { common: { x: 'News of {{child}}', y: 'a de {{child}}' } });

  it('writes "d\'Eric" and "de Jean", and leaves other languages alone', () => {
    expect(fr.t('childNews:email.update.subject', { child: 'Eric', kind: 'photo' })).toMatch(/^Des nouvelles d'Eric/);
    expect(fr.t('childNews:email.update.subject', { child: 'Jean', kind: 'photo' })).toMatch(/^Des nouvelles de Jean/);
    expect(fr.t('childNews:email.update.subject', { child: 'Élise', kind: 'photo' })).toMatch(/^Des nouvelles d'Élise/);
    expect(en.t('y', { child: 'Eric' })).toBe('a de Eric');
  });
});
