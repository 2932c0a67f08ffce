import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoAxeViolations, openAdminMenu, signIn } from './helpers';

/** The dashboard's Payments section on the sandbox site (the tests' default server). */
async function donate(request: APIRequestContext, cardNumber: string, lastName: string) {
  const res = await request.post('/api/donations', {
    data: {
      amount: 2500,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Pay',
      lastName,
      email: `${lastName.toLowerCase()}@example.org`,
      phone: '',
      anonymous: false,
      cardNumber,
      cardExpiry: '09/30',
      cardCvc: '123',
      cardName: 'Pay Ments',
    },
  });
  return res.status();
}

test('every attempt is listed, filtered by status in the URL, under a test-mode banner', async ({ page, request }) => {
  expect(await donate(request, '4242424242424242', 'Settled')).toBe(201);
  expect(await donate(request, '4000000000000002', 'Declined')).toBe(402);

  await signIn(page);
  await page.goto('/dashboard/analysis');
  await expect(page.getByText('Test mode: no money moves.')).toBeVisible();
  // Analysis counts the failed attempt (this period) and links to the filtered list.
  await expect(page.getByTestId('payments-failed')).toHaveText(/^[1-9]/);
  await page.getByTestId('payments-failed').click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?status=failed$/);
  await expect(page.getByLabel('Status')).toHaveValue('failed');
  await page.goto('/dashboard/analysis');
  await openAdminMenu(page);
  await page.getByRole('complementary', { name: 'Admin navigation' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Test mode: no money moves.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Payment attempts, newest first' });
  await expect(table.locator('tbody tr[data-status="succeeded"]').first()).toContainText('sandbox');
  await expect(table.locator('tbody tr[data-status="failed"]').first()).toContainText(
    'Your card was declined. Please check the details or use another card.',
  );

  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/\/dashboard\/payments\?status=failed$/);
  await expect(table.locator('tbody tr[data-status="failed"]').first()).toBeVisible();
  await expect(table.locator('tbody tr:not([data-status="failed"])')).toHaveCount(0);
  // Nothing waits on the sandbox: no "Check now".
  await expect(page.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The filter is the URL: a shared link opens filtered.
  await page.goto('/dashboard/payments?status=succeeded');
  await expect(page.getByLabel('Status')).toHaveValue('succeeded');
  await expect(table.locator('tbody tr:not([data-status="succeeded"])')).toHaveCount(0);

  // On a 390 px phone the rows stack as cards: nothing scrolls sideways, the table is still a table.
  await page.setViewportSize({ width: 390, height: 844 });
  const row = table.locator('tbody tr').first();
  await expect(row).toBeVisible();
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});
