import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '~/server/core/http/sanitize-html';
import {
  type ContentTranslations,
  childTranslationsSchema,
  giftTranslationsSchema,
  postTranslationsSchema,
  skillTranslationsSchema,
  translatableFields,
  translationLanguages,
} from '~/shared/schemas/translations';
import { startTestServer, type TestServer } from '~test/server';
import { demoChildren, demoGifts, demoPosts, demoSkills } from './seed-data';
import { giftTranslations, skillTranslations } from './seed-translations';
import { childTranslations, postTranslations } from './seed-translations-stories';

type Demo = Record<string, unknown>;
const resources = [
  ['gift', demoGifts, 'name', giftTranslations, giftTranslationsSchema],
  ['post', demoPosts, 'title', postTranslations, postTranslationsSchema],
  ['child', demoChildren, 'name', childTranslations, childTranslationsSchema],
  ['skill', demoSkills, 'name', skillTranslations, skillTranslationsSchema],
] as const;

describe('demo content translations', () => {
  it.each(resources)(
    'translates every %s field that has English text, into each language',
    (kind, demo, key, byName) => {
      const fields = translatableFields[kind] as readonly string[];
      expect(Object.keys(byName).sort()).toEqual((demo as readonly Demo[]).map((d) => String(d[key])).sort());
      for (const record of demo as readonly Demo[]) {
        const translations = byName[String(record[key])]!;
        for (const lang of translationLanguages) {
          for (const field of fields) {
            const english = record[field];
            const given = translations[lang]?.[field];
            const where = `${String(record[key])} ${lang}.${field}`;
            if (Array.isArray(english)) expect(given ?? [], where).toHaveLength(english.length);
            else if (english) expect(typeof given === 'string' && given !== english, where).toBe(true);
          }
          expect(Object.keys(translations[lang] ?? {}).every((f) => fields.includes(f))).toBe(true);
        }
      }
    },
  );

  it.each(resources)('%s translations pass the admin form’s own rules', (_kind, _demo, _key, byName, schema) => {
    for (const translations of Object.values(byName)) expect(schema.parse(translations)).toEqual(translations);
  });

  it('keeps translated blog content as the sanitiser would store it', () => {
    for (const t of Object.values(postTranslations) as ContentTranslations[])
      for (const lang of translationLanguages) {
        const content = String(t[lang]?.content);
        expect(sanitizeHtml(content)).toBe(content);
      }
  });
});

describe('seeded site', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seed: true });
  });
  afterAll(() => s.close());

  it('answers the demo content in Kinyarwanda and French', async () => {
    const read = async (path: string) => ((await (await s.request(path)).json()) as { data: Demo[] }).data;
    expect((await read('/api/catalog?lang=rw')).map((g) => g.name)).toContain('Inzitiramubu');
    expect((await read('/api/catalog?lang=fr')).map((g) => g.name)).toContain('Moustiquaire');
    expect((await read('/api/blog?lang=fr')).every((p) => p.lang === 'fr')).toBe(true);
    expect((await read('/api/pending/sponsors?lang=rw')).every((c) => c.lang === 'rw')).toBe(true);
    const skills = await read('/api/availability?lang=fr');
    expect(skills.map((k) => k.name)).toContain('Enseignement et soutien scolaire');
  });
});
