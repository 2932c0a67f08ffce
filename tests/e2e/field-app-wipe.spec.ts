import { expect, test } from './fixtures';
import { fieldSetting, itemsOf, keptItems, openFieldAs, pngOf, shellReady } from './field-helpers';
import { signIn } from './helpers';
import { STAFF_PASSWORD, codeFor } from './staff-helpers';

/**
 * The /field app: a lost phone (docs/field.md#a-lost-phone), and its forms without
 * JavaScript (docs/field.md#without-javascript).
 */
test.setTimeout(180_000);

test("a lost phone: ending the officer's sessions on the Staff screen clears the app at its next connection", async ({
  page,
  context,
  browser,
  request,
}) => {
  const { email, children } = await fieldSetting(request);
  const child = children[0]!;
  await openFieldAs(page, email);
  await shellReady(page);
  // Something waits on the phone, with no connection.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(child.preferredName) }).click();
  const report = page.getByRole('form', { name: `Progress report: ${child.preferredName}` });
  await report.getByLabel('School level').fill('Primary 2');
  await report.getByLabel('Attendance this term (%)').fill('90');
  await report.getByRole('button', { name: 'Save the report' }).click();
  await expect(report.getByRole('status')).toHaveText(/Saved on this phone/);
  expect(await keptItems(page)).toHaveLength(1);

  // At the office, an administrator ends the officer's sessions.
  const office = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await office.newPage();
  await signIn(staffPage);
  await staffPage.goto('/dashboard/staff');
  const person = staffPage.getByRole('listitem').filter({ hasText: email });
  await person.getByText('Lost phone: end their sessions').click();
  await person.getByRole('button', { name: 'Yes, end their sessions and clear the phone' }).click();
  await expect(staffPage.getByText(/1 session ended\. Their phone clears the field app/)).toBeVisible();
  await office.close();

  // The phone's next connection: the app clears its database, caches and worker, and says so.
  await context.setOffline(false);
  await expect(page.getByText(/Your sessions were ended by the office/)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-wiped="done"]')).toBeVisible();
  const left = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
  expect(left).toEqual({ databases: [], caches: [], workers: 0 });
  expect(await itemsOf(request, child._id)).toEqual([]);

  // Opened again, the page itself says so, with the header that clears the site's data.
  const again = await page.goto('/field');
  expect(again?.status()).toBe(401);
  expect((await again!.allHeaders())['clear-site-data']).toBe('"cache", "storage"');
});

test('a field officer with a second factor, sent from /field to sign in, lands back on /field after the code', async ({
  page,
  request,
}) => {
  const { email } = await fieldSetting(request);
  // The officer adds an authenticator app to their account (their own session, through the API).
  const own = await page.context().request;
  expect((await own.post('/api/auth/login', { data: { email, password: STAFF_PASSWORD } })).status()).toBe(200);
  const setup = await own.post('/api/account/totp/setup');
  expect(setup.status()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const confirmed = await own.post('/api/account/totp/confirm', {
    data: { code: await codeFor(secret), password: STAFF_PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/field');
  await expect(page).toHaveURL(/\/dashboard\/login\?next=(%2F|\/)field$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login\/verify\?next=%2Ffield$/);
  // The code of the next time step: the one that confirmed the app works once.
  const next = await codeFor(secret, Math.floor(Date.now() / 30_000 + 1) * 30);
  await page.getByLabel(/Code from your authenticator app/).fill(next);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/field$/);
  await shellReady(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a report with a photo posted online arrives once; a file that is not an image is refused with a message', async ({
    page,
    request,
  }) => {
    const { email, children } = await fieldSetting(request);
    const child = children[0]!;
    await openFieldAs(page, email);
    await page.getByRole('link', { name: new RegExp(child.preferredName) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?child=${child._id}$`));

    let report = page.getByRole('form', { name: `Progress report: ${child.preferredName}` });
    await report.getByLabel('School level').fill('Primary 4');
    await report.getByLabel('Attendance this term (%)').fill('88');
    await report.getByLabel('A new photo (optional)').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await report.getByRole('button', { name: 'Save the report' }).click();
    // The server's own words: the upload's last part was not an image.
    await expect(page.getByRole('alert')).toContainText('valid image');
    expect(await itemsOf(request, child._id)).toEqual([]);

    report = page.getByRole('form', { name: `Progress report: ${child.preferredName}` });
    await report.getByLabel('School level').fill('Primary 4');
    await report.getByLabel('Attendance this term (%)').fill('88');
    await report.getByLabel('A new photo (optional)').setInputFiles({
      name: 'child.png',
      mimeType: 'image/png',
      buffer: await pngOf(800, 600),
    });
    await report.getByRole('button', { name: 'Save the report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Received.' })).toBeVisible();
    const arrived = await itemsOf(request, child._id);
    expect(arrived.map((i) => [i.kind, i.images.length])).toEqual([['report', 1]]);
    await expect(page.getByRole('region', { name: 'At the office' })).toContainText('waiting for review');
  });
});
