import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, sendRaw } from '~test/api';
import { solidImage } from '~test/images';
import { whileActivityWritesFail } from '~test/failing-activity';
import type { Child } from '~/shared/schemas/child';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
const photo = await solidImage(60, 80, '#963', 'jpeg');

const child = {
  name: 'Aline',
  age: '8',
  location: 'Kinigi, Musanze',
  story: 'Loves drawing volcanoes.',
  needs: '["School uniform"," Books ",""]',
  monthlySupport: '35000.5',
  isSponsored: 'false',
  // The guardian's consent (docs/children-protection.md): listed publicly, with photo and story.
  consentGivenBy: 'Her mother',
  consentGivenOn: '2026-01-10',
  consentScope: 'listing,photo,story',
};

function form(values: Record<string, string>, file?: Buffer, field = 'photo'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (file) f.append(field, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'p.jpg');
  return f;
}
const add = (values: Record<string, string>, file: Buffer | null = photo) =>
  s.request('/api/add/sponsors', { method: 'POST', token, body: form(values, file ?? undefined) });
const data = async (res: Response) => ((await res.json()) as { data: Child }).data;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const unknown = '00000000-0000-4000-8000-000000000000';

describe('children (sponsorship profiles)', () => {
  it('adds a child with a photo; needs come as a JSON array string', async () => {
    const res = await add(child);
    expect(res.status).toBe(201);
    const c = await data(res);
    expect(c).toMatchObject({
      name: 'Aline',
      age: 8,
      location: 'Kinigi, Musanze',
      story: 'Loves drawing volcanoes.',
      needs: ['School uniform', 'Books'],
      monthlySupport: 35000.5,
      isSponsored: false,
    });
    expect(c.photo).toMatch(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/);
  });

  it('requires the photo when adding', async () => {
    const res = await add(child, null);
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('photo: Photo is required');
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...child, name: '' }, 'name: Name is required'],
      [{ ...child, age: '0' }, 'age: Age must be at least 1'],
      [{ ...child, age: 'eight' }, 'age: Age must be at least 1'],
      [{ ...child, age: '8.5' }, 'age: Must be a whole number'],
      [{ ...child, age: '26' }, 'age: Must be at most 25'],
      [{ ...child, monthlySupport: '10000001' }, 'monthlySupport: Must be at most 10,000,000'],
      [{ ...child, location: ' ' }, 'location: Location is required'],
      [{ ...child, story: '' }, 'story: Story is required'],
      [{ ...child, needs: '[]' }, 'needs: Needs are required'],
      [{ ...child, needs: '[1,2' }, 'needs: Needs are required'],
      [{ ...child, monthlySupport: '-1' }, 'monthlySupport: Monthly support cannot be negative'],
      [{ ...child, name: 'x'.repeat(101) }, 'name: Must be at most 100 characters'],
    ];
    for (const [values, text] of cases) await expectError(await add(values), 400, text);
  });

  it('judges the photo by its bytes: 415 for a non-image, 413 above 5 MB', async () => {
    await expectError(await add(child, randomBytes(1000)), 415, 'Please select a valid image file');
    await expectError(await add(child, randomBytes(5 * 1024 * 1024 + 1)), 413, 'Image size must be less than 5MB');
    const json = await s.request('/api/add/sponsors', { method: 'POST', token, json: child });
    expect(json.status).toBe(415);
  });

  it('edits a child by multipart, keeping the photo unless a new one is sent', async () => {
    const c = await data(await add({ ...child, name: 'Eric' }));
    const res = await s.request(`/api/sponsors/${c._id}`, {
      method: 'PUT',
      token,
      body: form({ ...child, name: 'Eric H.', needs: 'Shoes, Books', age: '13' }),
    });
    expect(res.status).toBe(200);
    expect(await data(res)).toMatchObject({
      _id: c._id,
      name: 'Eric H.',
      age: 13,
      needs: ['Shoes', 'Books'],
      photo: c.photo,
    });
    const bad = await s.request(`/api/sponsors/${c._id}`, {
      method: 'PUT',
      token,
      body: form({ ...child, age: '30' }),
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('age: Must be at most 25');
  });

  it('toggles isSponsored by JSON and refuses other bodies', async () => {
    const c = await data(await add({ ...child, name: 'Divine' }));
    const on = await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token, json: { isSponsored: true } });
    expect(on.status).toBe(200);
    expect(await data(on)).toMatchObject({ _id: c._id, isSponsored: true, name: 'Divine' });
    const off = await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token, json: { isSponsored: false } });
    expect((await data(off)).isSponsored).toBe(false);

    const wrongType = await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token, json: { isSponsored: 'yes' } });
    expect(wrongType.status).toBe(400);
    expect(await message(wrongType)).toMatch(/^isSponsored: /);
    const missing = await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token, json: {} });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toBe('isSponsored: isSponsored is required');
    const text = await sendRaw(s, 'PUT', `/api/sponsors/${c._id}`, ['text/plain', 'true'], { token });
    expect(text.status).toBe(415);
    const none = await s.request(`/api/sponsors/${c._id}`, { method: 'PUT', token });
    expect(none.status).toBe(415);
  });

  it('shows visitors public fields only, and the admin the rest', async () => {
    const pub = await s.request('/api/pending/sponsors');
    expect(pub.status).toBe(200);
    const list = ((await pub.json()) as { data: Child[] }).data;
    expect(list.length).toBeGreaterThan(0);
    for (const c of list)
      expect(Object.keys(c).sort()).toEqual(
        ['_id', 'age', 'isSponsored', 'lang', 'location', 'monthlySupport', 'name', 'needs', 'photo', 'story'].sort(),
      );

    const admin = await s.request('/api/sponsors', { token });
    expect(admin.status).toBe(200);
    const full = ((await admin.json()) as { data: Child[] }).data;
    expect(full.length).toBe(list.length);
    expect(full[0]).toHaveProperty('createdAt');
    expect(full[0]).toHaveProperty('sponsor', null);
    expect(full[0]).toHaveProperty('translations', {});
  });

  it('deletes a child; its photo is served until the image sweep takes it (images/sweep.test.ts)', async () => {
    const c = await data(await add({ ...child, name: 'Gone' }));
    const del = await s.request(`/api/sponsors/${c._id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect((await s.request(`/api/sponsors/${c._id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await s.request(c.photo!)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [unknown, 'abc']) {
      expect(
        (await s.request(`/api/sponsors/${id}`, { method: 'PUT', token, json: { isSponsored: true } })).status,
      ).toBe(404);
      expect((await s.request(`/api/sponsors/${id}`, { method: 'PUT', token, body: form(child) })).status).toBe(404);
      expect((await s.request(`/api/sponsors/${id}`, { method: 'DELETE', token })).status).toBe(404);
    }
  });

  it('refuses admin calls without a session (401)', async () => {
    expect((await s.request('/api/sponsors')).status).toBe(401);
    expect((await s.request('/api/add/sponsors', { method: 'POST', body: form(child, photo) })).status).toBe(401);
    expect((await s.request(`/api/sponsors/${unknown}`, { method: 'PUT', json: { isSponsored: true } })).status).toBe(
      401,
    );
    expect((await s.request(`/api/sponsors/${unknown}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('saves a change and its activity record together, or neither', async () => {
    const kept = await data(await add(child));
    const put = (init: RequestInit) => s.request(`/api/sponsors/${kept._id}`, { method: 'PUT', token, ...init });
    await whileActivityWritesFail(s, async () => {
      expect((await add({ ...child, name: 'Orphan' })).status).toBe(500);
      expect((await put({ body: form({ ...child, name: 'Renamed' }) })).status).toBe(500);
      const toggle = await put({
        body: JSON.stringify({ isSponsored: true }),
        headers: { 'content-type': 'application/json' },
      });
      expect(toggle.status).toBe(500);
      expect((await s.request(`/api/sponsors/${kept._id}`, { method: 'DELETE', token })).status).toBe(500);
    });
    const list = ((await (await s.request('/api/pending/sponsors')).json()) as { data: Child[] }).data;
    expect(list.some((c) => c.name === 'Orphan')).toBe(false);
    expect(list.find((c) => c._id === kept._id)).toMatchObject({ name: 'Aline', isSponsored: false });
  });
});
