import { describe, expect, it } from 'vitest';
import type { ContentTranslations } from '~/shared/schemas/translations';
import { localize, localizeAll } from './localize';

const fields = ['title', 'content', 'tags'] as const;
const post = (translations: ContentTranslations | null = {}) => ({
  _id: 'p1',
  title: 'A new classroom',
  content: '<p>Walls are up.</p>',
  tags: ['school'],
  type: 'article',
  translations,
});

describe('localize', () => {
  it('answers English as stored, without the translations, when English is asked for', () => {
    const out = localize(post({ fr: { title: 'Une nouvelle classe' } }), fields, 'en');
    expect(out).toEqual({
      _id: 'p1',
      title: 'A new classroom',
      content: '<p>Walls are up.</p>',
      tags: ['school'],
      type: 'article',
      lang: 'en',
    });
    expect(out).not.toHaveProperty('translations');
  });

  it('takes every translated field in the language asked for', () => {
    const fr = { title: 'Une nouvelle classe', content: '<p>Les murs sont montés.</p>', tags: ['école'] };
    expect(localize(post({ fr, rw: { title: 'Ishuri rishya' } }), fields, 'fr')).toEqual({
      _id: 'p1',
      ...fr,
      type: 'article',
      lang: 'fr',
    });
  });

  it('falls back to English field by field', () => {
    const out = localize(post({ rw: { title: 'Icyumba gishya cy’ishuri' } }), fields, 'rw');
    expect(out).toMatchObject({
      title: 'Icyumba gishya cy’ishuri',
      content: '<p>Walls are up.</p>',
      tags: ['school'],
      lang: 'rw',
    });
  });

  it('answers English (and says so) when the record has no text in that language', () => {
    for (const translations of [null, {}, { fr: { title: 'Une nouvelle classe' } }]) {
      const out = localize(post(translations), fields, 'rw');
      expect(out).toMatchObject({ title: 'A new classroom', lang: 'en' });
      expect(out).not.toHaveProperty('translations');
    }
  });

  it('ignores empty or ill-typed stored values and fields it was not asked to translate', () => {
    const odd = {
      fr: { title: '  ', content: 42, tags: [], type: 'vidéo', _id: 'x' },
    } as unknown as ContentTranslations;
    expect(localize(post(odd), fields, 'fr')).toEqual({ ...localize(post(), fields, 'en') });
    const wrongKind = { fr: { title: ['liste'], tags: 'école' } } as unknown as ContentTranslations;
    expect(localize(post(wrongKind), fields, 'fr')).toMatchObject({ title: 'A new classroom', tags: ['school'] });
  });

  it('does not read inherited properties as translations', () => {
    const translations = JSON.parse('{"fr": {"__proto__": {"title": "piège"}}}') as ContentTranslations;
    expect(localize(post(translations), fields, 'fr')).toMatchObject({ title: 'A new classroom', lang: 'en' });
  });

  it('uses a translation for a field left empty in English', () => {
    const gift = { name: 'Goat', description: '', translations: { fr: { description: 'Une chèvre' } } };
    expect(localize(gift, ['name', 'description'], 'fr')).toEqual({
      name: 'Goat',
      description: 'Une chèvre',
      lang: 'fr',
    });
  });

  it('localises a list record by record, leaving the input untouched', () => {
    const records = [post({ fr: { title: 'Une' } }), post()];
    const before = structuredClone(records);
    expect(localizeAll(records, fields, 'fr').map((r) => [r.title, r.lang])).toEqual([
      ['Une', 'fr'],
      ['A new classroom', 'en'],
    ]);
    expect(records).toEqual(before);
  });
});
