import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import {
  fieldSetting,
  forgetAnswers,
  itemsOf,
  keptItems,
  noisyPhoto,
  openFieldAs,
  pngOf,
  shellReady,
} from './field-helpers';
import { STAFF_PASSWORD, adminApi } from './staff-helpers';

/**
 * The field officer's app on a phone (docs/field.md#on-the-phone): captured with no
 * connection, kept in IndexedDB, sent once a connection comes, each item exactly once on
 * the server however often it is sent; photos in parts that resume after a dropped connection.
 */
test.setTimeout(180_000);

test('a report with a photo and a letter captured offline arrive once each when the connection comes', async ({
  page,
  context,
  request,
}) => {
  const { email, children } = await fieldSetting(request);
  const child = children[0]!;
  await openFieldAs(page, email);
  await expect(page.getByRole('link', { name: new RegExp(child.preferredName) })).toBeVisible();
  await shellReady(page);

  // No connection: the app opens from the phone, with the child kept there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline:/)).toBeVisible();
  await page.getByRole('link', { name: new RegExp(child.preferredName) }).click();

  const report = page.getByRole('form', { name: `Progress report: ${child.preferredName}` });
  await report.getByLabel('School level').fill('Primary 5');
  await report.getByLabel('Attendance this term (%)').fill('94');
  await report.getByLabel('Activities').fill('Football, choir');
  await report.getByLabel('Your note').fill('Reads well.');
  await report.getByLabel('A new photo (optional)').setInputFiles({
    name: 'new.jpg',
    mimeType: 'image/jpeg',
    buffer: await noisyPhoto(),
  });
  await report.getByRole('button', { name: 'Save the report' }).click();
  await expect(report.getByRole('status')).toHaveText(/Saved on this phone/);

  const letter = page.getByRole('form', { name: `A letter from ${child.preferredName}` });
  await letter.getByLabel(/Photos of the letter's pages/).setInputFiles({
    name: 'page1.png',
    mimeType: 'image/png',
    buffer: await pngOf(900, 1200, '#f8fafc'),
  });
  await letter.getByLabel('Transcription (optional)').fill('Muraho! I am well.');
  await letter.getByRole('button', { name: 'Save the letter' }).click();
  await expect(letter.getByRole('status')).toHaveText(/Saved on this phone/);
  await expect(page.getByRole('heading', { name: 'Waiting to be sent: 2' })).toBeVisible();
  expect(await itemsOf(request, child._id)).toEqual([]);

  // The connection comes back, slow (CDP throttling), and drops once in the middle of the photo.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 400_000,
    uploadThroughput: 400_000,
  });
  const ranges: string[] = [];
  let dropped = false;
  await context.route(/\/api\/field\/uploads\//, async (route) => {
    const range = route.request().headers()['content-range'];
    if (route.request().method() === 'PUT' && range) {
      ranges.push(range);
      if (!dropped && !range.startsWith('bytes 0-')) {
        dropped = true;
        return route.abort('connectionreset');
      }
    }
    return route.continue();
  });
  await context.setOffline(false);
  // A part given up (30 s) or dropped waits for the next run (on `online`, or every 30 s).
  await expect(page.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('list', { name: 'Sent' }).getByRole('listitem')).toHaveCount(2);
  // After the drop it went on from where the server had stopped, not from the start.
  expect(dropped).toBe(true);
  const starts = ranges.map((r) => Number(/bytes (\d+)-/.exec(r)![1]));
  expect(starts.filter((s) => s === 0)).toHaveLength(2);
  expect(starts.length).toBeGreaterThan(3);

  const arrived = await itemsOf(request, child._id);
  expect(arrived.map((i) => [i.kind, i.images.length]).sort()).toEqual([
    ['letter', 1],
    ['report', 1],
  ]);

  // The phone never heard the answers and sends both again: still one of each on the server.
  await context.unroute(/\/api\/field\/uploads\//);
  await forgetAnswers(page);
  await expect.poll(async () => (await keptItems(page)).map((i) => i.state)).toEqual(['sent', 'sent']);
  expect((await itemsOf(request, child._id)).length).toBe(2);
});

test('bad input: not a photo, a 30 MB photo, a clock set wrong, a child no longer assigned, a child who left', async ({
  page,
  context,
  request,
}) => {
  const { email, officerId, centreId, children } = await fieldSetting(request, 2);
  const [moved, leaving] = children as [{ _id: string; preferredName: string }, { _id: string; preferredName: string }];
  await openFieldAs(page, email);
  await shellReady(page);
  await page.getByRole('link', { name: new RegExp(moved.preferredName) }).click();
  const report = page.getByRole('form', { name: `Progress report: ${moved.preferredName}` });
  const photo = report.getByLabel('A new photo (optional)');
  await report.getByLabel('School level').fill('Primary 3');
  await report.getByLabel('Attendance this term (%)').fill('80');

  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await report.getByRole('button', { name: 'Save the report' }).click();
  await expect(report.getByRole('alert')).toHaveText('“notes.txt” is not a photo. Choose a photo (JPEG, PNG or WebP).');
  await photo.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(30 * 1024 * 1024, 1) });
  await report.getByRole('button', { name: 'Save the report' }).click();
  await expect(report.getByRole('alert')).toHaveText(
    /This photo is 30 MB; the phone can prepare photos of up to 25 MB/,
  );
  expect(await keptItems(page)).toEqual([]);

  // Offline: a report of each child. Meanwhile the office moves one child's centre away and the other leaves.
  await context.setOffline(true);
  await photo.setInputFiles([]);
  await report.getByRole('button', { name: 'Save the report' }).click();
  await expect(report.getByRole('status')).toHaveText(/Saved on this phone/);
  await page.getByRole('link', { name: new RegExp(leaving.preferredName) }).click();
  const second = page.getByRole('form', { name: `Progress report: ${leaving.preferredName}` });
  await second.getByLabel('School level').fill('Primary 6');
  await second.getByLabel('Attendance this term (%)').fill('70');
  await second.getByRole('button', { name: 'Save the report' }).click();
  await expect(second.getByRole('status')).toHaveText(/Saved on this phone/);

  await adminApi(request);
  const other = await request.post('/api/centres', { data: { name: `Elsewhere ${Date.now()}` } });
  const otherId = ((await other.json()) as { data: { _id: string } }).data._id;
  expect((await request.put(`/api/staff/${officerId}/centres`, { data: { centreIds: [otherId] } })).status()).toBe(200);
  // The officer's centre is now another: both children are outside it. The second also leaves.
  const left = await request.post(`/api/sponsors/${leaving._id}/leave`, {
    data: { reason: 'moved_away', message: 'The family moved to Kigali.' },
  });
  expect(left.status(), await left.text()).toBe(201);

  await context.setOffline(false);
  const refused = page.getByRole('list', { name: 'Not accepted' });
  await expect(refused.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(refused).toContainText('This child is not in your centres');
  await expect(refused).toContainText('This child has left the programme');
  expect(await itemsOf(request, moved._id)).toEqual([]);
  expect(await itemsOf(request, leaving._id)).toEqual([]);

  // Back in the centre, with the phone's clock two days ahead: it arrives, and the phone is told.
  await request.put(`/api/staff/${officerId}/centres`, { data: { centreIds: [centreId] } });
  await page.clock.install({ time: new Date(Date.now() + 2 * 86_400_000) });
  await page.reload();
  await page.getByRole('link', { name: new RegExp(moved.preferredName) }).click();
  const later = page.getByRole('form', { name: `Progress report: ${moved.preferredName}` });
  await later.getByLabel('School level').fill('Primary 3');
  await later.getByLabel('Attendance this term (%)').fill('85');
  await later.getByRole('button', { name: 'Save the report' }).click();
  await expect(page.getByRole('list', { name: 'Sent' })).toContainText("Your phone's clock seems wrong", {
    timeout: 60_000,
  });
  expect(await itemsOf(request, moved._id)).toHaveLength(1);
});

test("the app's first load is within 150 KB gzip", async ({ browser, request }) => {
  const { email } = await fieldSetting(request);
  // A phone that has signed in and never loaded the app: its session, an empty cache.
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await fresh.request.post('/api/auth/login', { data: { email, password: STAFF_PASSWORD } });
  expect(login.status()).toBe(200);
  const phone = await fresh.newPage();
  const sizes: Promise<[string, number]>[] = [];
  phone.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === new URL(test.info().project.use.baseURL!).origin && !url.pathname.startsWith('/api/'))
      sizes.push(
        res.body().then(
          (body): [string, number] => [url.pathname, gzipSync(body, { level: 9 }).length],
          (): [string, number] => [url.pathname, 0],
        ),
      );
  });
  await phone.goto('/field');
  await phone.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await phone.waitForLoadState('load');
  // Each file once (the app then puts the same files in its cache for offline use).
  const files = [...new Map((await Promise.all(sizes.splice(0))).reverse()).entries()];
  await fresh.close();
  const total = files.reduce((sum, [, size]) => sum + size, 0);
  expect(files.map(([path]) => path)).toContain('/field');
  expect(total).toBeGreaterThan(20 * 1024);
  expect(total, files.map(([path, size]) => `${path} ${size}`).join('\n')).toBeLessThanOrEqual(150 * 1024);
});
