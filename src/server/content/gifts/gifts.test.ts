import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { sendRaw } from '~test/api';
import { solidImage } from '~test/images';
import { whileActivityWritesFail } from '~test/failing-activity';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
const photo = await solidImage(64, 48, '#2a7');

interface Gift {
  _id: string;
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  image: string | null;
  quantity: number;
  createdAt: string;
}
type FileSpec = { field?: string; bytes: Buffer; name?: string; type?: string };

const fields = {
  name: 'School kit',
  description: 'Books and pens',
  price: '12.5',
  category: 'education',
  quantity: '4',
};

function form(values: Record<string, string>, file?: FileSpec): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (file)
    f.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'a.png',
    );
  return f;
}
const send = (method: string, path: string, body: FormData | undefined, auth = true) =>
  s.request(path, { method, body, ...(auth ? { token } : {}) });
const add = (values: Record<string, string>, file?: FileSpec) => send('POST', '/api/add/catalog', form(values, file));
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('catalog', () => {
  it('adds a gift with an image, stores the price in cents and lists it publicly in dollars', async () => {
    const res = await add(fields, { bytes: photo });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Gift };
    expect(data).toMatchObject({
      name: 'School kit',
      description: 'Books and pens',
      price: 12.5,
      category: 'education',
      quantity: 4,
    });
    expect(data._id).toBe(data.id);
    expect(data.image).toMatch(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/);

    const stored = await s.database.db.execute(`SELECT price_cents FROM gifts WHERE id = '${data._id}'`);
    expect(JSON.stringify(stored)).toContain('1250');

    const list = await s.request('/api/catalog');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: Gift[] };
    // The admin answer carries the stored translations; a public one says its language instead.
    const { translations, ...english } = data as Gift & { translations: unknown };
    expect(translations).toEqual({});
    expect(body.data.find((g) => g._id === data._id)).toEqual({ ...english, lang: 'en' });

    const img = await s.request(data.image!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('adds a gift without an image, also when the form sends an empty file input', async () => {
    const plain = await add({ name: 'Goat', price: '40' });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { data: Gift }).data).toMatchObject({
      image: null,
      description: '',
      category: 'other',
      quantity: 0,
    });
    const empty = await add(
      { name: 'Chicken', price: '5' },
      { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
    );
    expect(empty.status).toBe(201);
    expect(((await empty.json()) as { data: Gift }).data.image).toBeNull();
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...fields, name: '   ' }, 'name: Product name is required'],
      [{ price: '3' }, 'name: Product name is required'],
      [{ ...fields, price: 'abc' }, 'price: Price must be greater than 0'],
      [{ ...fields, price: '0' }, 'price: Price must be greater than 0'],
      [{ ...fields, price: '0.001' }, 'price: Price must be greater than 0'],
      [{ ...fields, quantity: '-1' }, 'quantity: Quantity cannot be negative'],
      [{ ...fields, quantity: '1.5' }, 'quantity: Must be a whole number'],
      [{ ...fields, quantity: '2000000' }, 'quantity: Must be at most 1,000,000'],
      [{ ...fields, price: '1000000.5' }, 'price: Must be at most 1,000,000'],
      [{ ...fields, category: 'toys' }, 'category: Please choose a category'],
      [{ ...fields, name: 'x'.repeat(121) }, 'name: Must be at most 120 characters'],
      [{ ...fields, description: 'x'.repeat(2001) }, 'description: Must be at most 2,000 characters'],
    ];
    for (const [values, text] of cases) {
      const res = await add(values);
      expect(res.status, text).toBe(400);
      expect(await message(res)).toBe(text);
    }
  });

  it('judges uploads by their bytes: 415 for a non-image, 413 above 5 MB', async () => {
    const fake = await add(fields, { bytes: randomBytes(4096), type: 'image/png' });
    expect(fake.status).toBe(415);
    expect(await message(fake)).toBe('Please select a valid image file');

    const huge = await add(fields, { bytes: Buffer.concat([photo, randomBytes(5 * 1024 * 1024)]) });
    expect(huge.status).toBe(413);
    expect(await message(huge)).toBe('Image size must be less than 5MB');

    const wrongField = await add(fields, { field: 'photo', bytes: photo });
    expect(wrongField.status).toBe(400);
    expect(await message(wrongField)).toMatch(/^photo: unexpected file/);
  });

  it('refuses any body but multipart with 415, and a malformed multipart body with 400', async () => {
    const json = await s.request('/api/add/catalog', { method: 'POST', token, json: { ...fields, price: 12.5 } });
    expect(json.status).toBe(415);
    expect(await message(json)).toBe('Unsupported content type');
    const text = await sendRaw(s, 'POST', '/api/add/catalog', ['text/plain', 'name=x'], { token });
    expect(text.status).toBe(415);
    const none = await s.request('/api/add/catalog', { method: 'POST', token });
    expect(none.status).toBe(415);
    const broken = await sendRaw(
      s,
      'POST',
      '/api/add/catalog',
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf'],
      { token },
    );
    expect(broken.status).toBe(400);
  });

  it('edits a gift, keeping its image unless a new one is sent', async () => {
    const created = ((await (await add(fields, { bytes: photo })).json()) as { data: Gift }).data;
    const edit = await send(
      'PUT',
      `/api/catalog/${created._id}`,
      form({ ...fields, name: 'Big school kit', price: '20' }),
    );
    expect(edit.status).toBe(200);
    const edited = ((await edit.json()) as { data: Gift }).data;
    expect(edited).toMatchObject({ _id: created._id, name: 'Big school kit', price: 20, image: created.image });

    const other = await solidImage(30, 30, '#a00', 'jpeg');
    const replaced = await send(
      'PUT',
      `/api/catalog/${created._id}`,
      form(fields, { bytes: other, type: 'image/jpeg' }),
    );
    expect(replaced.status).toBe(200);
    const withNew = ((await replaced.json()) as { data: Gift }).data;
    expect(withNew.image).toMatch(/^\/api\/images\//);
    expect(withNew.image).not.toBe(created.image);

    const bad = await send('PUT', `/api/catalog/${created._id}`, form({ ...fields, price: '-2' }));
    expect(bad.status).toBe(400);
    const json = await s.request(`/api/catalog/${created._id}`, { method: 'PUT', token, json: fields });
    expect(json.status).toBe(415);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await send('PUT', `/api/catalog/${id}`, form(fields))).status).toBe(404);
      expect((await send('DELETE', `/api/catalog/${id}`, undefined)).status).toBe(404);
    }
  });

  it('deletes a gift but keeps its image, which other records may share', async () => {
    const created = ((await (await add(fields, { bytes: photo })).json()) as { data: Gift }).data;
    const del = await send('DELETE', `/api/catalog/${created._id}`, undefined);
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ data: { _id: created._id } });
    expect((await send('DELETE', `/api/catalog/${created._id}`, undefined)).status).toBe(404);
    const list = ((await (await s.request('/api/catalog')).json()) as { data: Gift[] }).data;
    expect(list.some((g) => g._id === created._id)).toBe(false);
    expect((await s.request(created.image!)).status).toBe(200);
  });

  it('refuses every admin call without a session (401)', async () => {
    expect((await send('POST', '/api/add/catalog', form(fields), false)).status).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/api/catalog/${id}`, form(fields), false)).status).toBe(401);
    const del = await send('DELETE', `/api/catalog/${id}`, undefined, false);
    expect(del.status).toBe(401);
    expect(await message(del)).toBe('Please log in to continue.');
  });

  it('saves a change and its activity record together, or neither', async () => {
    const kept = ((await (await add(fields)).json()) as { data: Gift }).data;
    const names = async () => ((await (await s.request('/api/catalog')).json()) as { data: Gift[] }).data;
    await whileActivityWritesFail(s, async () => {
      expect((await add({ ...fields, name: 'Orphan' })).status).toBe(500);
      expect((await send('PUT', `/api/catalog/${kept._id}`, form({ ...fields, name: 'Renamed' }))).status).toBe(500);
      expect((await send('DELETE', `/api/catalog/${kept._id}`, undefined)).status).toBe(500);
    });
    const list = await names();
    expect(list.some((g) => g.name === 'Orphan')).toBe(false);
    expect(list.find((g) => g._id === kept._id)?.name).toBe('School kit');
  });
});
