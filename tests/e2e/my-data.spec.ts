import { readFile } from 'node:fs/promises';
import { emailedLinkFor } from './confirm-link';
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * A supporter's rights over their data from their own signed page (DESIGN section 7):
 * download everything, withdraw a consent, erase themselves after a confirmation step.
 */
async function give(request: APIRequestContext, email: string, lastName: string) {
  const res = await request.post('/api/donations', {
    data: {
      amount: 7000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'Umutoni',
      lastName,
      email,
      phone: '0788321654',
      pin: '1234',
      anonymous: false,
      smsReceipts: true,
    },
  });
  expect(res.status()).toBe(201);
}

const section = (page: Page) => page.getByRole('region', { name: 'Your data', exact: true });

test('a donor downloads their data, withdraws SMS receipts and erases themselves', async ({ page, request }) => {
  const email = `rights-${Date.now()}@example.org`;
  await give(request, email, 'Nyirahabimana');
  await page.goto(await emailedLinkFor(email, '/my-giving'));
  const mine = section(page);
  await expect(mine).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });

  const download = page.waitForEvent('download');
  await mine.getByRole('link', { name: 'Download as JSON' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8')) as { records: Record<string, Record<string, unknown>[]> };
  expect(data.records.donations?.[0]?.['E-mail']).toBe(email);

  const sms = mine.locator('[data-consent="sms"]');
  await expect(sms).toContainText('Given on');
  await sms.getByRole('button', { name: /Withdraw consent: Receipts and notices by text message/ }).click();
  await expect(page.getByText('You will no longer receive text messages from us.')).toBeVisible();
  await expect(sms).toContainText('Withdrawn on');

  await mine.getByRole('link', { name: 'Erase my data…' }).click();
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, erase my data' }).click();
  await expect(page.getByText('Your personal data has been erased.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toHaveCount(0);
  await expect(page.getByText('Nyirahabimana')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the confirmation step, the erasure and its outcome work as plain forms and links', async ({
    page,
    request,
  }) => {
    const email = `rights-nojs-${Date.now()}@example.org`;
    await give(request, email, 'Mukeshimana');
    await page.goto(await emailedLinkFor(email, '/my-giving'));
    const mine = section(page);
    await mine.getByLabel('Name').fill('Umutoni M.');
    await mine.getByRole('button', { name: 'Save corrections' }).click();
    await expect(page.getByText('Your details are corrected.')).toBeVisible();
    await expect(section(page).getByLabel('Name')).toHaveValue('Umutoni M.');

    await section(page).getByRole('link', { name: 'Erase my data…' }).click();
    await expect(page).toHaveURL(/myData=erase/);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toHaveCount(0);
    await section(page).getByRole('link', { name: 'Erase my data…' }).click();
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await expect(page.getByText('Your personal data has been erased.')).toBeVisible();
    await expect(page.getByText('Mukeshimana')).toHaveCount(0);
  });
});
