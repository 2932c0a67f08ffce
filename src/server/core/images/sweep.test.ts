import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariants } from '~/server/core/db/images-schema';
import { testServerForFile, type TestServer } from '~test/server';
import { IMAGE_GRACE_MS, IMAGE_SWEEP_INTERVAL_MS, sweepImages } from './sweep';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

/** The sweep's clock: always ahead of the last pass, so each pass takes the lease. */
let clock = Date.now();
const pass = (after = IMAGE_SWEEP_INTERVAL_MS) => sweepImages(s.database.db, new Date((clock += after)));
/** Two passes: the first finds what is unused, the second (past the grace) deletes it. */
async function sweepTwice() {
  await pass();
  return pass(IMAGE_GRACE_MS + 1000);
}

/** A picture of its own (the store keeps one copy of the same bytes). */
const picture = () =>
  sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();

function form(values: Record<string, string>, file?: Buffer, field = 'image'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (file) f.append(field, new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
  return f;
}
const child = {
  name: 'Aline',
  age: '8',
  location: 'Kinigi',
  story: 'Loves drawing volcanoes.',
  needs: '["Books"]',
  monthlySupport: '35000',
  isSponsored: 'false',
  consentScope: 'listing,photo,story',
  consentGivenBy: 'Her mother',
  consentGivenOn: '2026-01-05',
};
const gift = { name: 'Lantern', description: 'Light', price: '12', quantity: '3', category: 'education' };
const post = (content: string) => ({ title: 'News', excerpt: 'Short', content, category: 'News', type: 'article' });

async function data<T = { _id: string; image: string; photo: string }>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}
const addChild = async (photo: Buffer) =>
  data(await s.request('/api/add/sponsors', { method: 'POST', token, body: form(child, photo, 'photo') }));
const addGift = async (image: Buffer) =>
  data(await s.request('/api/add/catalog', { method: 'POST', token, body: form(gift, image) }));
const addPost = async (content: string, image?: Buffer, translations?: unknown) =>
  data(
    await s.request('/api/add/blog', {
      method: 'POST',
      token,
      body: form({ ...post(content), ...(translations ? { translations: JSON.stringify(translations) } : {}) }, image),
    }),
  );
/** An image stored but not yet used by any record (as the hero's upload is). */
async function upload(): Promise<string> {
  const res = await s.request('/api/site/hero-image', { method: 'POST', token, body: form({}, await picture()) });
  return (await data<{ image: string }>(res)).image;
}
const served = async (url: string) => (await s.request(url)).status;
const hashOf = (url: string) => url.split('/')[3]!;
const widths = (url: string) => [320, 640, 1200].map((w) => url.replace(/\d+\.webp$/, `${w}.webp`));

describe('images no record uses are deleted after a grace', () => {
  it("serves a child's photo for minutes only, never immutable, and deletes it once the child is deleted", async () => {
    const c = await addChild(await picture());
    const res = await s.request(c.photo);
    expect(res.status).toBe(200);
    const cacheControl = res.headers.get('cache-control')!;
    expect(cacheControl).not.toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(600);
    const etag = res.headers.get('etag')!;

    // In use: no pass touches it.
    await sweepTwice();
    expect(await served(c.photo)).toBe(200);

    expect((await s.request(`/api/sponsors/${c._id}`, { method: 'DELETE', token })).status).toBe(200);
    // Within the grace it is still there (an upload waits there for its record).
    await pass();
    expect(await served(c.photo)).toBe(200);
    const result = await pass(IMAGE_GRACE_MS + 1000);
    expect(result?.deleted).toContain(hashOf(c.photo));
    for (const url of widths(c.photo)) expect(await served(url)).toBe(404);
    // Its renditions went with it, and a browser revalidating its copy hears it is gone.
    const left = await s.database.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.hash, hashOf(c.photo)));
    expect(left).toEqual([]);
    expect((await s.request(c.photo, { headers: { 'if-none-match': etag } })).status).toBe(404);
  });

  it('deletes the photo a child had before it was replaced, and keeps the new one', async () => {
    const c = await addChild(await picture());
    const edited = await data(
      await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token, body: form(child, await picture(), 'photo') }),
    );
    expect(edited.photo).not.toBe(c.photo);
    await sweepTwice();
    expect(await served(c.photo)).toBe(404);
    expect(await served(edited.photo)).toBe(200);
  });

  it("deletes a removed post's and a removed gift's images, those in the post's HTML too", async () => {
    const inHtml = await upload();
    const p = await addPost(`<p>Hello</p><img src="${inHtml.replace('1200', '640')}" alt="">`, await picture());
    const g = await addGift(await picture());
    await sweepTwice();
    for (const url of [inHtml, p.image, g.image]) expect(await served(url)).toBe(200);

    expect((await s.request(`/api/blog/${p._id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await s.request(`/api/catalog/${g._id}`, { method: 'DELETE', token })).status).toBe(200);
    await sweepTwice();
    for (const url of [inHtml, p.image, g.image]) expect(await served(url)).toBe(404);
  });

  it('never deletes an image a record still uses, wherever it is named', async () => {
    const shared = await picture();
    const leaving = await addChild(shared);
    const staying = await addGift(shared); // the same bytes: one stored image for both
    expect(staying.image).toBe(leaving.photo);
    const inTranslation = await upload();
    const translated = await addPost('<p>English</p>', undefined, {
      fr: { content: `<p>Français</p><img src="https://charity.example${inTranslation}" alt="">` },
    });
    const hero = await upload();
    const settings = (await (await s.request('/api/site/settings', { token })).json()) as {
      data: { hero: Record<string, unknown> };
    };
    const saved = await s.request('/api/site/settings/hero', {
      method: 'PUT',
      token,
      json: { ...settings.data.hero, image: hero },
    });
    expect(saved.status).toBe(200);
    const photo = await addChild(await picture());

    expect((await s.request(`/api/sponsors/${leaving._id}`, { method: 'DELETE', token })).status).toBe(200);
    await sweepTwice();
    await pass(IMAGE_GRACE_MS * 24);
    for (const url of [staying.image, inTranslation, hero, photo.photo]) expect(await served(url)).toBe(200);
    expect(translated._id).toBeTruthy();
  });

  it('keeps a fresh upload through the grace, and for good once a record uses it', async () => {
    const hero = await upload();
    await pass();
    await pass(IMAGE_GRACE_MS - 2 * IMAGE_SWEEP_INTERVAL_MS);
    expect(await served(hero)).toBe(200);
    // Used now (in a post's HTML): the mark is gone and no later pass deletes it.
    await addPost(`<img src="${hero}" alt="">`);
    await pass(IMAGE_GRACE_MS);
    await pass(IMAGE_GRACE_MS);
    expect(await served(hero)).toBe(200);
  });

  it('runs on one instance at a time: of two passes at the same moment one sweeps', async () => {
    const at = new Date((clock += IMAGE_SWEEP_INTERVAL_MS));
    const results = await Promise.all([sweepImages(s.database.db, at), sweepImages(s.database.db, at)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    // And not again before the interval ends.
    expect(await sweepImages(s.database.db, new Date(clock + IMAGE_SWEEP_INTERVAL_MS / 2))).toBeNull();
  });
});
