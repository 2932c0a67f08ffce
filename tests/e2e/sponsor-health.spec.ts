import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Sponsor health (issue 43 parts 4 and 5): a monthly donor who stopped shows on the
 * "stopped" list with the reason they gave, the list exports as CSV, and staff mark a
 * call from "who to call" with a note that reaches the supporter's record.
 */
test('sponsor health: who stopped and why, the CSV, and a call marked with its note', async ({ page }) => {
  const email = `health-${Date.now()}@example.org`;
  await signIn(page);
  // A monthly gift by MoMo (settled at once by the sandbox) becomes a plan; staff cancel it on the payer's word.
  const gift = await page.request.post('/api/donations', {
    data: {
      amount: 12000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: 'Solange',
      lastName: 'Ingabire',
      email,
      phone: '0788765400',
      pin: '1234',
      anonymous: false,
    },
  });
  expect(gift.status()).toBe(201);
  const plans = (await (await page.request.get('/api/recurring')).json()) as {
    data: { _id: string; payerEmail: string }[];
  };
  const plan = plans.data.find((p) => p.payerEmail === email)!;
  const cancel = await page.request.post(`/api/recurring/${plan._id}/status`, {
    data: { action: 'cancel', reason: 'Moving to Canada for work' },
  });
  expect(cancel.status()).toBe(200);

  await page.goto('/dashboard/sponsor_health?list=stopped');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsor health' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retention' })).toBeVisible();
  const list = page.locator('[data-health-list="stopped"]');
  const row = list.locator('tr', { hasText: 'Solange Ingabire' });
  await expect(row).toContainText('Cancelled the plan');
  await expect(row).toContainText('Moving to Canada for work');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Export the list “Stopped in the last 90 days” as CSV/ }).click();
  expect((await download).suggestedFilename()).toBe('sponsor-health-stopped.csv');

  // Who to call: Solange when she is among the five (another spec's people may outrank her), else the first.
  const calls = page.locator('[data-calls]');
  const mine = calls.locator('[data-call]', { hasText: 'Solange Ingabire' });
  const target = (await mine.count()) ? mine : calls.locator('[data-call]').first();
  const note = `Spoke on ${new Date().toISOString()}: she will give again from Canada.`;
  await target.getByRole('textbox').fill(note);
  await target.getByRole('button', { name: 'Mark called' }).click();
  await expect(page.getByText('Called. The note is on their record.').first()).toBeVisible();
  const called = page.locator('[data-called] li', { hasText: note });
  await expect(called).toBeVisible();
  await expectNoAxeViolations(page);

  // The note is on the supporter's record.
  await called.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/supporters\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-section="notes"]')).toContainText(`Call: ${note}`);
});
