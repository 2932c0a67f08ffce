import { SESSION_COOKIE } from '~/server/core/auth/session';
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testServerForFile } from '~test/server';
import { expectError, expectJson } from '~test/api';

/* Gifts in three languages through the real API: admin writes, public reads, the cache. */

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

type Gift = { _id: string; name: string; description: string; price: number; lang?: string; translations?: unknown };
type List = { data: Gift[]; lang: string };

const english = { name: 'Goat for a Family', description: 'A goat brings milk.', price: '60', category: 'community' };
const translations = {
  fr: { name: 'Une chèvre pour une famille', description: 'Une chèvre donne du lait.' },
  rw: { name: 'Ihene y’umuryango', description: '' },
};

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}
const add = (values: Record<string, string>) =>
  s.request('/api/add/catalog', { method: 'POST', token, body: form(values) });
const edit = (id: string, values: Record<string, string>) =>
  s.request(`/api/catalog/${id}`, { method: 'PUT', token, body: form(values) });
const read = async (path: string, language?: string) => {
  const res = await s.request(path, language ? { headers: { 'accept-language': language } } : {});
  return { res, body: await expectJson<List>(res, 200) };
};
const find = (list: List, id: string) => list.data.find((g) => g._id === id)!;

let goat: Gift;

describe('gift translations', () => {
  it('stores translations sent with a new gift (multipart: a JSON string), without empty fields', async () => {
    goat = (
      await expectJson<{ data: Gift }>(await add({ ...english, translations: JSON.stringify(translations) }), 201)
    ).data;
    const stored = { fr: translations.fr, rw: { name: translations.rw.name } };
    expect(goat.translations).toEqual(stored);
    expect(goat.name).toBe('Goat for a Family');

    // Staff read the same path as visitors; their session adds what the forms edit.
    const admin = await expectJson<List>(await s.request('/api/catalog?lang=en', { token }), 200);
    expect(find(admin, goat._id)).toMatchObject({ name: 'Goat for a Family', translations: stored, lang: 'en' });
    const adminInFrench = await expectJson<List>(await s.request('/api/catalog?lang=fr', { token }), 200);
    expect(find(adminInFrench, goat._id)).toMatchObject({ ...translations.fr, translations: stored, lang: 'fr' });
  });

  it('answers each visitor in their language, per field falling back to English', async () => {
    const fr = await read('/api/catalog', 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(fr.body.lang).toBe('fr');
    expect(find(fr.body, goat._id)).toMatchObject({ ...translations.fr, price: 60, lang: 'fr' });
    expect(find(fr.body, goat._id)).not.toHaveProperty('translations');

    const rw = await read('/api/catalog', 'rw');
    expect(find(rw.body, goat._id)).toMatchObject({
      name: translations.rw.name,
      description: 'A goat brings milk.',
      lang: 'rw',
    });

    for (const language of ['en', 'de', undefined]) {
      const { body } = await read('/api/catalog', language);
      expect(body.lang).toBe('en');
      expect(find(body, goat._id)).toMatchObject({ name: english.name, description: english.description, lang: 'en' });
    }
    // The best language on offer wins, by q-value.
    expect((await read('/api/catalog', 'de, rw;q=0.5, fr;q=0.8')).body.lang).toBe('fr');
  });

  it('takes ?lang= over Accept-Language, and ignores an unknown one', async () => {
    expect(find((await read('/api/catalog?lang=fr', 'rw')).body, goat._id).name).toBe(translations.fr.name);
    expect(find((await read('/api/catalog?lang=rw')).body, goat._id).name).toBe(translations.rw.name);
    expect(find((await read('/api/catalog?lang=en', 'fr')).body, goat._id).name).toBe(english.name);
    expect(find((await read('/api/catalog?lang=de', 'fr')).body, goat._id).name).toBe(translations.fr.name);
  });

  it('never answers one language from another’s cache entry, and says it varies on Accept-Language', async () => {
    const rounds = ['fr', 'en', 'rw', 'fr', 'en', 'rw'];
    const etags = new Map<string, string>();
    for (const language of rounds) {
      const { res, body } = await read('/api/catalog', language);
      expect(find(body, goat._id).name).toBe(
        language === 'en' ? english.name : translations[language as 'fr' | 'rw'].name,
      );
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      const etag = res.headers.get('etag')!;
      if (etags.has(language)) expect(etag).toBe(etags.get(language));
      etags.set(language, etag);
    }
    expect(new Set(etags.values()).size).toBe(3);
    // A French ETag does not make an English read a 304.
    const en = await s.request('/api/catalog', {
      headers: { 'accept-language': 'en', 'if-none-match': etags.get('fr')! },
    });
    expect(en.status).toBe(200);
    const fr = await s.request('/api/catalog', {
      headers: { 'accept-language': 'fr', 'if-none-match': etags.get('fr')! },
    });
    expect(fr.status).toBe(304);
    expect(fr.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('keeps the translations when an edit leaves them out, replaces or clears them when sent', async () => {
    const kept = await expectJson<{ data: Gift }>(await edit(goat._id, { ...english, price: '65' }), 200);
    expect(kept.data.translations).toEqual({ fr: translations.fr, rw: { name: translations.rw.name } });
    // The change reaches the cached French answer.
    expect(find((await read('/api/catalog', 'fr')).body, goat._id)).toMatchObject({ price: 65, lang: 'fr' });

    const replaced = await edit(goat._id, { ...english, translations: '{"fr":{"name":"Chèvre"}}' });
    expect((await expectJson<{ data: Gift }>(replaced, 200)).data.translations).toEqual({ fr: { name: 'Chèvre' } });
    expect(find((await read('/api/catalog', 'fr')).body, goat._id)).toMatchObject({
      name: 'Chèvre',
      description: english.description,
    });
    expect(find((await read('/api/catalog', 'rw')).body, goat._id)).toMatchObject({ name: english.name, lang: 'en' });

    const cleared = await edit(goat._id, { ...english, translations: '' });
    expect((await expectJson<{ data: Gift }>(cleared, 200)).data.translations).toEqual({});
    expect(find((await read('/api/catalog', 'fr')).body, goat._id)).toMatchObject({ name: english.name, lang: 'en' });
  });

  it('refuses bad translations with 400 naming the field, and changes nothing', async () => {
    const cases: [string, string][] = [
      ['{"de":{"name":"Ziege"}}', 'translations.de: This value is not valid'],
      ['{"en":{"name":"Goat"}}', 'translations.en: This value is not valid'],
      ['{"fr":{"price":5}}', 'translations.fr.price: This value is not valid'],
      [`{"fr":{"name":"${'x'.repeat(121)}"}}`, 'translations.fr.name: Must be at most 120 characters'],
      ['{"fr":"Chèvre"}', 'translations.fr: This value is not valid'],
      ['{"fr":{"name":', 'translations: This value is not valid'],
      ['["fr"]', 'translations: This value is not valid'],
      ['{"fr":{"name":"a\\u0000b"}}', 'translations.fr.name: This value is not valid'],
    ];
    const before = await expectJson<List>(await s.request('/api/catalog?lang=en', { token }), 200);
    for (const [value, message] of cases) {
      await expectError(await add({ ...english, translations: value }), 400, message);
      await expectError(await edit(goat._id, { ...english, translations: value }), 400, message);
    }
    expect(await expectJson<List>(await s.request('/api/catalog?lang=en', { token }), 200)).toEqual(before);
  });

  it('keeps the stored translations to signed-in staff, and the admin list of children too', async () => {
    await expectError(await s.request('/api/sponsors'), 401);
    // The demo content has gifts, posts and skills to read.
    const demo = await startTestServer({ seed: true });
    try {
      const staff = await demo.login();
      for (const path of ['/api/catalog', '/api/blog', '/api/availability']) {
        for (const auth of [{}, { token: 'not-a-session' }, { headers: { cookie: `${SESSION_COOKIE}=forged` } }]) {
          const { data } = await expectJson<List>(await demo.request(`${path}?lang=en`, auth), 200);
          expect(data.length).toBeGreaterThan(0);
          for (const row of data) expect(row).not.toHaveProperty('translations');
        }
        const { data } = await expectJson<List>(await demo.request(`${path}?lang=en`, { token: staff }), 200);
        expect(data.length).toBeGreaterThan(0);
        for (const row of data) expect(row).toHaveProperty('translations');
      }
    } finally {
      await demo.close();
    }
  });
});
