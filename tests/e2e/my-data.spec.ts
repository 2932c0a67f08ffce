import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { emailedLinkFor } from './confirm-link';
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * A supporter's rights over their data from their own signed page (docs/data-protection.md):
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

/** The subjects of the e-mails written to `email` (the e2e server writes each as an .eml file). */
async function mailSubjectsTo(email: string): Promise<string> {
  const outbox = path.join(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');
  let subjects = '';
  for (const file of (await readdir(outbox)).filter((f) => f.endsWith('.eml'))) {
    const lines = (await readFile(path.join(outbox, file), 'utf8')).split(/\r?\n/);
    if (lines.includes(`To: ${email}`)) subjects += `${lines.find((l) => l.startsWith('Subject: ')) ?? ''}\n`;
  }
  return subjects;
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

  // Issue 41: a new e-mail address, confirmed from the new inbox; the old one is told.
  test('a supporter changes their e-mail address: the link goes to the new one, and nothing changes before', async ({
    page,
    request,
  }) => {
    const old = `rights-old-${Date.now()}@example.org`;
    const next = `rights-new-${Date.now()}@example.org`;
    await give(request, old, 'Uwimana');
    await page.goto(await emailedLinkFor(old, '/my-giving'));
    const panel = page.getByRole('region', { name: 'Change your e-mail address' });
    await expect(panel).toContainText(`We write to ${old}.`);
    await panel.getByLabel('New e-mail address').fill(next);
    await panel.getByRole('button', { name: 'Send the confirmation link' }).click();
    // Without JavaScript the page comes back at the panel, its outcome in it.
    await expect(page).toHaveURL(/#my-data-email$/);
    await expect(panel.getByRole('status')).toContainText(`We have sent a link to ${next}.`);
    await expect(panel.getByRole('status')).toBeInViewport();
    await expect(panel).toContainText(`We write to ${old}.`);

    await page.goto(await emailedLinkFor(next, '/my-giving/email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' })).toBeVisible();
    // (axe needs JavaScript: the panel is checked by the first test's page, which shows it too.)
    await expect(page.getByText(old)).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm my new address' }).click();
    await expect(page.getByText(`Your e-mail address is now ${next}. We have told your old address.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to my giving page' }).click();
    await expect(page.getByRole('region', { name: 'Change your e-mail address' })).toContainText(
      `We write to ${next}.`,
    );
    await expect(page.getByText('Uwimana').first()).toBeAttached();
    await expect.poll(() => mailSubjectsTo(old), { timeout: 15_000 }).toContain('Your e-mail address was changed');
  });
});
