import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Staff open a supporter's record from the Donors screen, note, correct, withdraw a consent and erase. */
async function give(request: APIRequestContext, email: string) {
  const res = await request.post('/api/donations', {
    data: {
      amount: 9000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'Olivier',
      lastName: 'Habimana',
      email,
      phone: '0788765432',
      pin: '1234',
      anonymous: false,
      smsReceipts: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('a supporter’s record: from the donor, notes, correction, withdrawal and erasure', async ({ page, request }) => {
  const email = `supporter-${Date.now()}@example.org`;
  await give(request, email);
  await signIn(page);
  await page.goto(`/dashboard/donors?${new URLSearchParams({ q: email, email })}`);
  await page.getByRole('link', { name: 'Open record' }).click();
  await expect(page).toHaveURL(/\/dashboard\/supporters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olivier Habimana' })).toBeVisible();
  await expect(page.locator('[data-section="gifts"]')).toContainText('RWF 9,000');
  await expectNoAxeViolations(page);

  await page.getByLabel('New note').fill('Met at the school visit');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.locator('[data-section="notes"]')).toContainText('Met at the school visit');

  const correct = page.locator('[data-section="correct"]');
  await correct.getByLabel('Name').fill('Olivier H.');
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivier H.' })).toBeVisible();

  const sms = page.locator('[data-consent="sms"]');
  await sms.getByRole('button', { name: /^Withdraw: Receipts and notices by SMS/ }).click();
  await expect(sms).toContainText('Withdrawn');

  // The list, searched: a page past the end (an old link) shows the last page, here the one match.
  await page.goto(`/dashboard/supporters?${new URLSearchParams({ q: email, page: '99' })}`);
  await expect(page.getByText('1 supporter', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Olivier H.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivier H.' })).toBeVisible();

  const file = await request.get((await page.getByRole('link', { name: 'Export (CSV)' }).getAttribute('href'))!);
  expect(file.status()).toBe(401); // the page's own session, not this bare request context
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^supporter-.*\.csv$/);

  const erase = page.locator('[data-section="erase"]');
  await erase.getByLabel('Type “erase” to confirm').fill('erase');
  await erase.getByRole('button', { name: 'Erase this supporter' }).click();
  await expect(erase).toContainText('personal data has been erased');
  await expect(page.getByRole('heading', { level: 1, name: '(no name)' })).toBeVisible();
  await expect(page.locator('[data-section="gifts"]')).not.toContainText('Olivier');
});
