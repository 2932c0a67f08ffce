import { LIVE_PORT } from '../../playwright.config';
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { LIVE_PAYERS, payerControlUrl } from './live-payers';
import { paymentSucceeds, sponsorThroughApi } from './live-payments';
import { addChild, staffAuth } from './no-js-helpers';

/**
 * A sponsorship payment approved after its hold was let go (payments/README.md, "The
 * child's states"), on the site taking real money (MTN MoMo live, pointed at its double:
 * tests/e2e/live-server.ts): another sponsor has the child by then, so the payment is listed
 * on Payments as needing action, and staff settle it there, with JavaScript and without.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });
// Two payments settled by the poller, a hold let go, a sign-in, on a busy machine.
test.setTimeout(180_000);

/** What the payer of `approvesWhenTold` does on the phone from now on. */
async function payer(request: APIRequestContext, does: 'approves' | 'waits') {
  const res = await request.post(`${payerControlUrl(LIVE_PORT)}/${does}`);
  expect(res.status()).toBe(204);
}

/**
 * `name` pays for a child of the test's own and waits on the phone; staff let the child's
 * hold go; another sponsor pays and has the child; then `name` approves after all. The row
 * Payments lists for that payment, once staff are signed in and on the screen.
 */
async function unplacedRow(page: Page, request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}@example.org`;
  const child = `Held Child ${name}`;
  await payer(request, 'waits');
  const id = await addChild(request, child, 15_000);
  const late = await sponsorThroughApi(request, id, { name, email, phone: LIVE_PAYERS.approvesWhenTold });
  const released = await request.put(`/api/sponsors/${id}`, {
    headers: await staffAuth(request),
    data: { isSponsored: false, releaseHold: true },
  });
  expect(released.status(), await released.text()).toBe(200);
  const other = { name: 'Other Sponsor', email: `other-${email}`, phone: LIVE_PAYERS.approves };
  await paymentSucceeds(request, await sponsorThroughApi(request, id, other));
  await payer(request, 'approves');
  await paymentSucceeds(request, late);

  await signIn(page);
  await page.goto('/dashboard/payments');
  const panel = page.getByRole('region', { name: /Sponsorship payments needing action/ });
  const row = panel.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText(child);
  await expect(row).toContainText('RWF 15,000');
  return row;
}

test('a payment approved after its hold was let go is listed, and staff make it a general gift', async ({
  page,
  request,
}) => {
  const row = await unplacedRow(page, request, 'Late Payer');
  await expectNoAxeViolations(page);
  await row.getByLabel('Action').selectOption('general_gift');
  // Another child is asked for only when that is what staff do.
  await expect(row.getByLabel('Another child')).toHaveCount(0);
  await row.getByLabel('Note (optional)').fill('Agreed by phone');
  // With the script the button says what it does.
  await row.getByRole('button', { name: 'Make it a general gift' }).click();
  await expect(row).toContainText('Settled: Make it a general gift');
  await expect(row).toContainText('Agreed by phone');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff record the refund made with a plain post, and the page says it is settled', async ({ page, request }) => {
    const row = await unplacedRow(page, request, 'Plain Payer');
    await row.getByLabel('Action').selectOption('refunded');
    await row.getByLabel('Note (optional)').fill('Refunded by MoMo');
    // Without the script the button cannot follow the choice: it says "Settle", not the first choice's words.
    await row.getByRole('button', { name: 'Settle' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(row).toContainText('Settled: Refund recorded');
    await expect(row).toContainText('Refunded by MoMo');
  });
});
