import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { solidImage } from '~test/images';
import { expectError, expectJson } from '~test/api';

/* Blog posts, children and skills in three languages through the real API. */

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
const photo = await solidImage(40, 40, '#369');

type Row = Record<string, unknown> & { _id: string };
const multipart = (values: Record<string, string>, file?: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (file) f.append(file, new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'a.png');
  return f;
};
const write = (method: string, path: string, body: FormData) => s.request(path, { method, token, body });
const get = async <T = Row>(path: string, language?: string) =>
  (await expectJson<{ data: T; lang?: string }>(
    await s.request(path, { headers: language ? { 'accept-language': language } : {} }),
    200,
  )) as { data: T; lang?: string };

describe('blog post translations', () => {
  const article = {
    title: 'A new classroom',
    excerpt: 'Walls are up.',
    content: '<p>The walls are up.</p>',
    category: 'News',
    type: 'article',
    tags: 'school, building',
  };
  const fr = {
    title: 'Une nouvelle salle de classe',
    excerpt: 'Les murs sont montés.',
    content: '<p onclick="steal()">Les murs <b>sont</b> montés.</p><script>alert(1)</script>',
    category: 'Actualités',
    tags: 'école, construction',
  };
  let post: Row;

  it('stores the translated content sanitised, and answers it per language', async () => {
    const translations = { fr, rw: { title: 'Icyumba gishya cy’ishuri', content: '<p></p>', tags: ' , ' } };
    const res = await write(
      'POST',
      '/api/add/blog',
      multipart({ ...article, translations: JSON.stringify(translations) }),
    );
    post = (await expectJson<{ data: Row }>(res, 201)).data;
    const cleanFr = {
      ...fr,
      content: '<p>Les murs <strong>sont</strong> montés.</p>',
      tags: ['école', 'construction'],
    };
    // The empty editor ("<p></p>") and the empty tag list are no translation: English shows instead.
    expect(post.translations).toEqual({ rw: { title: 'Icyumba gishya cy’ishuri' }, fr: cleanFr });

    const one = await get(`/api/blog/${post._id}`, 'fr');
    expect(one.lang).toBe('fr');
    expect(one.data).toMatchObject({ ...cleanFr, type: 'article', lang: 'fr' });
    expect(one.data).not.toHaveProperty('translations');

    const rw = (await get<Row[]>('/api/blog?lang=rw')).data.find((p) => p._id === post._id)!;
    expect(rw).toMatchObject({
      title: 'Icyumba gishya cy’ishuri',
      excerpt: article.excerpt,
      content: article.content,
      tags: ['school', 'building'],
      lang: 'rw',
    });
    expect((await get(`/api/blog/${post._id}`, 'de')).data).toMatchObject({ title: article.title, lang: 'en' });

    const admin = (await expectJson<{ data: Row[] }>(await s.request('/api/blog?lang=en', { token }), 200)).data;
    expect(admin.find((p) => p._id === post._id)).toMatchObject({
      title: article.title,
      translations: post.translations,
    });
  });

  it('refuses translated content that was nothing but script, and other bad translations, naming the field', async () => {
    const bad: [unknown, string | RegExp][] = [
      [{ fr: { content: '<script>alert(1)</script>' } }, 'translations.fr.content: Content is required'],
      [{ fr: { tags: 'a'.repeat(501) } }, /^translations\.fr\.tags: /],
      [{ rw: { excerpt: 'x'.repeat(501) } }, 'translations.rw.excerpt: Must be at most 500 characters'],
      [{ es: { title: 'Nueva aula' } }, 'translations.es: This value is not valid'],
      [{ fr: { videoId: 'dQw4w9WgXcQ' } }, 'translations.fr.videoId: This value is not valid'],
    ];
    for (const [translations, message] of bad) {
      const body = () => multipart({ ...article, translations: JSON.stringify(translations) });
      await expectError(await write('POST', '/api/add/blog', body()), 400, message);
      await expectError(await write('PUT', `/api/blog/${post._id}`, body()), 400, message);
    }
    expect((await get(`/api/blog/${post._id}`, 'fr')).data).toMatchObject({ title: fr.title });
  });
});

describe('child translations', () => {
  const child = {
    name: 'Aline',
    age: '8',
    location: 'Kinigi, Musanze',
    story: 'Loves drawing volcanoes.',
    needs: '["School uniform","Books"]',
    monthlySupport: '35000',
    // Listed publicly with photo and story (docs/children-protection.md).
    consentGivenBy: 'Her mother',
    consentGivenOn: '2026-01-10',
    consentScope: 'listing,photo,story',
  };
  const rw = { story: 'Akunda gushushanya ibirunga.', needs: ['Impuzankano y’ishuri', 'Ibitabo'] };

  it('answers the story and needs in the visitor’s language; the admin gets them as stored', async () => {
    const translations = JSON.stringify({ rw, fr: { location: 'Kinigi (Musanze)' } });
    const res = await write('POST', '/api/add/sponsors', multipart({ ...child, translations }, 'photo'));
    const created = (await expectJson<{ data: Row }>(res, 201)).data;
    expect(created.translations).toEqual({ rw, fr: { location: 'Kinigi (Musanze)' } });

    const inRw = (await get<Row[]>('/api/pending/sponsors', 'rw-RW')).data.find((c) => c._id === created._id)!;
    // The public reads the district, never the exact place nor its translation (docs/children-protection.md).
    expect(inRw).toMatchObject({ ...rw, name: 'Aline', location: 'Musanze', age: 8, lang: 'rw' });
    expect(inRw).not.toHaveProperty('translations');
    const inFr = (await get<Row[]>('/api/pending/sponsors?lang=fr')).data.find((c) => c._id === created._id)!;
    expect(inFr).toMatchObject({
      story: child.story,
      location: 'Musanze',
      needs: ['School uniform', 'Books'],
    });

    // Toggling sponsorship (JSON) leaves the translations alone.
    const toggled = await s.request(`/api/sponsors/${created._id}`, {
      method: 'PUT',
      token,
      json: { isSponsored: true },
    });
    expect((await expectJson<{ data: Row }>(toggled, 200)).data.translations).toEqual(created.translations);
    const admin = (await expectJson<{ data: Row[] }>(await s.request('/api/sponsors', { token }), 200)).data;
    expect(admin.find((c) => c._id === created._id)).toMatchObject({
      story: child.story,
      translations: created.translations,
    });

    await expectError(
      await write('PUT', `/api/sponsors/${created._id}`, multipart({ ...child, translations: '{"rw":{"age":9}}' })),
      400,
      'translations.rw.age: This value is not valid',
    );
    await expectError(
      await write(
        'POST',
        '/api/add/sponsors',
        multipart({ ...child, translations: '{"rw":{"needs":"[1,2]"}}' }, 'photo'),
      ),
      400,
      'translations.rw.needs: Needs are required',
    );
  });
});

describe('skill translations (JSON bodies)', () => {
  it('takes translations as an object and answers them per language', async () => {
    const translations = {
      fr: { name: 'Enseignement et soutien scolaire', requirements: ['De la patience', ' '] },
      rw: { description: 'Gufasha abana gusoma no kubara.' },
    };
    const res = await s.request('/api/availability', {
      method: 'POST',
      token,
      json: { name: 'Teaching', description: 'Help children read.', requirements: ['Patience'], translations },
    });
    const skill = (await expectJson<{ data: Row }>(res, 201)).data;
    expect(skill.translations).toEqual({
      rw: translations.rw,
      fr: { ...translations.fr, requirements: ['De la patience'] },
    });

    const fr = await get<Row[]>('/api/availability', 'fr');
    expect(fr.lang).toBe('fr');
    expect(fr.data.find((k) => k._id === skill._id)).toEqual({
      _id: skill._id,
      name: 'Enseignement et soutien scolaire',
      description: 'Help children read.',
      requirements: ['De la patience'],
      lang: 'fr',
    });
    expect((await get<Row[]>('/api/availability?lang=rw')).data.find((k) => k._id === skill._id)).toMatchObject({
      name: 'Teaching',
      description: translations.rw.description,
    });

    const cleared = await s.request(`/api/availability/${skill._id}`, {
      method: 'PUT',
      token,
      json: { name: 'Teaching', translations: null },
    });
    expect((await expectJson<{ data: Row }>(cleared, 200)).data.translations).toEqual({});
    const admin = (await expectJson<{ data: Row[] }>(await s.request('/api/availability?lang=en', { token }), 200))
      .data;
    expect(admin.find((k) => k._id === skill._id)).toMatchObject({ name: 'Teaching', translations: {} });

    await expectError(
      await s.request('/api/availability', {
        method: 'POST',
        token,
        json: { name: 'X', translations: { sw: { name: 'Y' } } },
      }),
      400,
      'translations.sw: This value is not valid',
    );
    await expectError(
      await s.request('/api/availability', {
        method: 'POST',
        token,
        json: { name: 'X', translations: { fr: { name: 7 } } },
      }),
      400,
      /^translations\.fr\.name: /,
    );
  });
});
