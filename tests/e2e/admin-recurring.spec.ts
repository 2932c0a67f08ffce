import { type APIRequestContext, expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Recurring's plan buttons (docs/architecture.md, "A new screen in five files"): pause,
 * resume and cancel are forms posted to the screen's action, through a fetcher with
 * JavaScript (the browser's dialog asks before a cancelling, the toast says the answer)
 * and natively without (the page says the answer, and asks before a cancelling).
 */
async function planRow(page: Page, request: APIRequestContext, name: string) {
  const email = `recurring-${name.toLowerCase()}-${Date.now()}@example.org`;
  const res = await request.post('/api/donations', {
    data: {
      amount: 7000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: 'Plan',
      lastName: name,
      email,
      phone: '0788123456',
      pin: '1234',
      anonymous: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page);
  await page.goto('/dashboard/recurring');
  const row = page.getByTestId('plan-row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  return row;
}

test('a cancelling is asked first; the toast says each change, and the row shows it', async ({ page, request }) => {
  const row = await planRow(page, request, 'Toasted');
  await expectNoAxeViolations(page);
  const cancel = row.getByRole('button', { name: 'Cancel Plan Toasted' });
  page.once('dialog', (dialog) => void dialog.dismiss());
  await cancel.click();
  await expect(row).toContainText('Active');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Cancel the monthly plan of Plan Toasted? This cannot be undone.');
    void dialog.accept();
  });
  await cancel.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The plan is cancelled. Thank you for all you have given.' }),
  ).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pause and resume are plain posts; a cancelling is asked on the page, then done', async ({ page, request }) => {
    const row = await planRow(page, request, 'Plain');
    await row.getByRole('button', { name: 'Pause Plan Plain' }).click();
    await expect(page).toHaveURL(/\/dashboard\/recurring$/);
    await expect(page.getByRole('status').filter({ hasText: 'The plan is paused.' })).toBeVisible();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: 'Resume Plan Plain' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The plan is active again.' })).toBeVisible();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Cancel Plan Plain' }).click();
    const asked = page.getByRole('status').filter({ hasText: 'Cancel the monthly plan of Plan Plain?' });
    await expect(asked).toContainText('This cannot be undone.');
    // Nothing is cancelled until it is confirmed.
    await expect(row).toContainText('Active');
    await asked.getByRole('button', { name: 'Cancel Plan Plain' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The plan is cancelled.' })).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(asked).toHaveCount(0);
  });
});
