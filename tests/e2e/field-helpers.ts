import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type APIRequestContext, type Page, expect } from './fixtures';
import { photoFile } from './child-news-helpers';
import { GUARDIAN_CONSENT } from './no-js-helpers';
import { STAFF_PASSWORD, adminApi, colleague } from './staff-helpers';

/** Test records of the /field app (docs/field.md): an officer of a new centre, with children of it. */

export const pngOf = async (width: number, height: number, colour = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A photo that stays large once made 1600 px wide (noise): several parts to upload. */
export const noisyPhoto = async () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

async function addChild(request: APIRequestContext, name: string, centreId: string) {
  const made = await request.post('/api/add/sponsors', {
    multipart: {
      name,
      age: '10',
      location: 'Kinigi, Musanze',
      story: `${name} loves football.`,
      needs: '["Books"]',
      monthlySupport: '20000',
      preferredName: name.split(' ')[0]!,
      centreId,
      ...GUARDIAN_CONSENT,
      photo: { name: 'p.png', mimeType: 'image/png', buffer: await pngOf(64, 48) },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { _id: string; preferredName: string } }).data;
}

/** A field officer (invited, password chosen) of a new centre with `count` children; `request` keeps the admin's session. */
export async function fieldSetting(request: APIRequestContext, count = 1) {
  const email = await colleague(request, 'field');
  // The admin's session again (whatever answering the invitation left in `request`).
  await adminApi(request);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const listed = await request.get('/api/staff');
  expect(listed.status(), await listed.text()).toBe(200);
  const staff = (await listed.json()) as { data: { _id: string; email: string }[] };
  const officerId = staff.data.find((p) => p.email === email)!._id;
  const centre = await request.post('/api/centres', { data: { name: `Centre ${tag}` } });
  expect(centre.status()).toBe(201);
  const centreId = ((await centre.json()) as { data: { _id: string } }).data._id;
  expect((await request.put(`/api/staff/${officerId}/centres`, { data: { centreIds: [centreId] } })).status()).toBe(
    200,
  );
  const children = [];
  for (let i = 0; i < count; i++) children.push(await addChild(request, `Kid${i}${tag} Uwase`, centreId));
  return { email, officerId, centreId, children };
}

/** What the office has of a child, as sponsorship staff list it (the admin's session in `request`). */
export async function itemsOf(request: APIRequestContext, childId: string) {
  const res = await request.get('/api/field/items');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { kind: string; child: { _id: string }; images: string[] }[] };
  return data.filter((i) => i.child._id === childId);
}

/** Opens /field as `email`: the app sends them to the staff sign-in and back. */
export async function openFieldAs(page: Page, email: string) {
  await page.goto('/field');
  await expect(page).toHaveURL(/\/dashboard\/login\?next=%2Ffield|\/dashboard\/login\?next=\/field/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/field$/);
}

/** The app's shell is cached and its worker controls the page: it opens with no connection. */
export async function shellReady(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.fieldShell === 'ready' && navigator.serviceWorker.controller !== null,
    undefined,
    { timeout: 30_000 },
  );
}

/** The items kept on the phone, as the app's IndexedDB holds them. */
export const keptItems = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; state: string; message?: string }[]>((resolve, reject) => {
        const open = indexedDB.open('field-app');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('items').objectStore('items').getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result as { id: string; state: string }[]);
          };
        };
      }),
  );

/** As if the phone never heard the server's answer: every sent item waits again, and a connection "comes". */
export const forgetAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('field-app');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('items', 'readwrite');
          const store = tx.objectStore('items');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const item of all.result as { state: string }[]) store.put({ ...item, state: 'waiting' });
          };
          tx.oncomplete = () => {
            open.result.close();
            window.dispatchEvent(new Event('online'));
            resolve();
          };
        };
      }),
  );

/** A bearer token's header for a staff member, signed in through the API. */
export const bearer = async (request: APIRequestContext, data: { email: string; password: string }) => {
  const res = await request.post('/api/auth/login', { data });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
};

/** An item from the field app (a report, a photo, a letter), sent as the phone sends it: answers its id. */
export async function sendItem(request: APIRequestContext, headers: Record<string, string>, body: object) {
  const id = randomUUID();
  const res = await request.put(`/api/field/items/${id}`, {
    headers,
    data: { capturedAt: new Date().toISOString(), ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

/** A letter's page photo uploaded in one chunk, as the field app uploads it: answers the upload's id. */
export async function uploadPage(request: APIRequestContext, headers: Record<string, string>) {
  const { buffer } = await photoFile('page.png', '#334155');
  const id = randomUUID();
  const res = await request.put(`/api/field/uploads/${id}`, {
    headers: {
      ...headers,
      'content-type': 'application/octet-stream',
      'content-range': `bytes 0-${buffer.length - 1}/${buffer.length}`,
    },
    data: buffer,
  });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}
