import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdChild, releaseHold, releaseLapsedHolds } from '~/server/giving';
import { contentVersion } from '~/server/core/db/cache-schema';
import { seedDemoContent } from '~/server/operations';
import { startTestServer, type TestServer } from '~test/server';
import { UNKNOWN_ID, expectJson } from '~test/api';
import { cardSponsorship } from '~test/children';

/**
 * Nothing in the database bumps the public content's cache key (no-triggers.test.ts):
 * each write below, through the API as staff and visitors make it, moves it in its own
 * transaction, and a public answer cached before the write changes after it. A write
 * that changed nothing leaves the caches alone.
 */
let s: TestServer;
let token: string;
/** The image every form that needs one sends. */
let picture: Buffer;
const swatch = { create: { width: 64, height: 48, channels: 3, background: '#2a7' } } as const;
beforeAll(async () => {
  s = await startTestServer();
  [token, picture] = await Promise.all([s.login(), sharp(swatch).png().toBuffer()]);
});
afterAll(() => s.close());

const version = async () => (await s.database.db.select().from(contentVersion))[0]!.version;
/** Runs the write and answers whether the content version moved. */
async function moves(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) > before;
}

function form(values: Record<string, string>, field?: string): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (field) f.append(field, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'a.png');
  return f;
}
/** An admin call that must answer `status`; its `data._id` when there is one. */
async function staff(method: string, path: string, body: FormData | object, status = 200): Promise<string> {
  const init = body instanceof FormData ? { body } : { json: body };
  const answer = await expectJson<{ data?: { _id?: string } }>(
    await s.request(path, { method, token, ...init }),
    status,
  );
  return answer.data?._id ?? '';
}

const gift = { name: 'School kit', description: 'Books', price: '12.5', category: 'education', quantity: '4' };
const post = { title: 'A classroom', excerpt: 'Walls.', content: '<p>Up.</p>', category: 'News', type: 'article' };
const skill = { name: 'Teaching', description: 'Reading clubs', requirements: ['Patience'] };
const child = {
  name: 'Aline',
  age: '8',
  location: 'Kinigi, Musanze',
  story: 'Loves drawing volcanoes.',
  needs: '["Books"]',
  monthlySupport: '35000',
  isSponsored: 'false',
  consentGivenBy: 'Her mother',
  consentGivenOn: '2026-01-10',
  consentScope: 'listing,photo,story',
};

describe('every write to public content moves the content version', () => {
  it('the demo seed (into an empty catalogue), and its removal', async () => {
    expect(await moves(async () => expect(await seedDemoContent(s.database.db)).toBe(true))).toBe(true);
    expect(await moves(() => staff('DELETE', '/api/site/demo', { confirm: 'remove-demo-content' }))).toBe(true);
  });

  it('gifts: add, edit (a translation too), delete; an edit of an unknown gift does not', async () => {
    let id = '';
    expect(await moves(async () => (id = await staff('POST', '/api/add/catalog', form(gift, 'image'), 201)))).toBe(
      true,
    );
    expect(await moves(() => staff('PUT', `/api/catalog/${id}`, form({ ...gift, name: 'Kit' })))).toBe(true);
    const translated = { ...gift, translations: JSON.stringify({ fr: { name: 'Trousse' } }) };
    expect(await moves(() => staff('PUT', `/api/catalog/${id}`, form(translated)))).toBe(true);
    expect(await moves(() => staff('PUT', `/api/catalog/${UNKNOWN_ID}`, form(gift), 404))).toBe(false);
    expect(await moves(() => staff('DELETE', `/api/catalog/${id}`, {}))).toBe(true);
    expect(await moves(() => staff('DELETE', `/api/catalog/${id}`, {}, 404))).toBe(false);
  });

  it('blog posts: add, edit, delete', async () => {
    let id = '';
    expect(await moves(async () => (id = await staff('POST', '/api/add/blog', form(post, 'image'), 201)))).toBe(true);
    expect(await moves(() => staff('PUT', `/api/blog/${id}`, form({ ...post, title: 'Two classrooms' })))).toBe(true);
    expect(await moves(() => staff('DELETE', `/api/blog/${id}`, {}))).toBe(true);
  });

  it('skills: add, edit, delete', async () => {
    let id = '';
    expect(await moves(async () => (id = await staff('POST', '/api/availability', skill, 201)))).toBe(true);
    expect(await moves(() => staff('PUT', `/api/availability/${id}`, { ...skill, name: 'Tutoring' }))).toBe(true);
    expect(await moves(() => staff('DELETE', `/api/availability/${id}`, {}))).toBe(true);
  });

  it("children: add, edit, staff's toggle both ways, a departure, delete", async () => {
    let id = '';
    expect(await moves(async () => (id = await staff('POST', '/api/add/sponsors', form(child, 'photo'), 201)))).toBe(
      true,
    );
    expect(await moves(() => staff('PUT', `/api/sponsors/${id}`, form({ ...child, name: 'Aline U.' })))).toBe(true);
    expect(await moves(() => staff('PUT', `/api/sponsors/${id}`, { isSponsored: true }))).toBe(true);
    expect(await moves(() => staff('PUT', `/api/sponsors/${id}`, { isSponsored: false }))).toBe(true);
    const departure = { reason: 'graduated', message: 'Aline finished school.' };
    expect(await moves(() => staff('POST', `/api/sponsors/${id}/leave`, departure, 201))).toBe(true);
    expect(await moves(() => staff('DELETE', `/api/sponsors/${id}`, {}))).toBe(true);
  });

  it('a sponsorship payment marks the child sponsored, and the public list cached before shows it', async () => {
    const id = await staff('POST', '/api/add/sponsors', form({ ...child, name: 'Eric' }, 'photo'), 201);
    const listPath = '/api/pending/sponsors?status=available';
    const available = async () =>
      (await expectJson<{ data: { _id: string }[] }>(await s.request(listPath), 200)).data.map((c) => c._id);
    expect(await available()).toContain(id);
    const cached = await s.request(listPath);
    const etag = cached.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await s.request(listPath, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const pay = () => s.request('/api/pay/sponsors', { method: 'POST', json: cardSponsorship(id) });
    expect(await moves(async () => expect((await pay()).status).toBe(201))).toBe(true);
    expect((await s.request(listPath, { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect(await available()).not.toContain(id);
  });

  it("a payment's hold, its release and a lapsed hold's end; the poller's pass with nothing lapsed does not", async () => {
    const db = s.database.db;
    const id = await staff('POST', '/api/add/sponsors', form({ ...child, name: 'Diane' }, 'photo'), 201);
    const paymentId = randomUUID();
    const hold = (holdUntil: Date) =>
      db.transaction((tx) => holdChild(tx, id, { paymentId, holdUntil, payerNet: null }, 5));
    expect(await moves(() => hold(new Date(Date.now() + 600_000)))).toBe(true);
    expect(await moves(() => db.transaction((tx) => releaseHold(tx, id, randomUUID())))).toBe(false);
    expect(await moves(() => db.transaction((tx) => releaseHold(tx, id, paymentId)))).toBe(true);
    expect(await moves(() => hold(new Date(Date.now() - 1_000)))).toBe(true);
    expect(await moves(async () => expect(await releaseLapsedHolds(db)).toBe(1))).toBe(true);
    expect(await moves(async () => expect(await releaseLapsedHolds(db)).toBe(0))).toBe(false);
  });

  it('an edit is in the public answer cached before it at once', async () => {
    const id = await staff('POST', '/api/add/catalog', form({ ...gift, name: 'Goat' }, 'image'), 201);
    const names = async () =>
      (await expectJson<{ data: { name: string }[] }>(await s.request('/api/catalog'), 200)).data.map((g) => g.name);
    expect(await names()).toContain('Goat');
    expect(await names()).toContain('Goat');
    await staff('PUT', `/api/catalog/${id}`, form({ ...gift, name: 'Two goats' }));
    expect(await names()).toContain('Two goats');
    expect(await names()).not.toContain('Goat');
  });
});
