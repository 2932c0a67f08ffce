import { LIVE_PORT } from '../../playwright.config';
import { type Page, expect, test } from './fixtures';
import { LIVE_PAYERS } from './live-payers';
import { addChild, isWaiting, planFor, staffAuth } from './no-js-helpers';

/**
 * Issue 30 on the site taking real money (tests/e2e/live-server.ts: MTN MoMo live,
 * pointed at its double), with JavaScript off: a sponsorship and a gift order paid by
 * mobile money wait for the payer on their status page, which refreshes itself until
 * the payment is decided; a card goes to the partner's hosted page and back. (A donation:
 * payments-live.spec.ts.)
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}`, javaScriptEnabled: false });

/** The server settles a payment a few seconds after the request (its poller asks MoMo): allow for a busy machine. */
const SETTLED = { timeout: 45_000 };
const main = (page: Page) => page.getByRole('main');

async function sponsorByMomo(page: Page, id: string, name: string, phone: string) {
  await page.goto(`/sponsorship/${id}`);
  const form = main(page).getByRole('region', { name: `Sponsor ${name}` });
  // Live: no card fields and no PIN on our page (the partner's page, the phone).
  await expect(form.getByLabel('Card number *')).toHaveCount(0);
  await expect(form.getByLabel('PIN (4 digits) *')).toHaveCount(0);
  await form.getByLabel('Your name *').fill('Jean Habimana');
  await form.getByLabel('Email *').fill('jean.live@example.org');
  await form.getByLabel('Phone number *').fill(phone);
  // No provider takes airtime on a live site: the form does not offer it.
  await expect(form.getByRole('radio', { name: 'Airtime' })).toHaveCount(0);
  await form.getByRole('radio', { name: 'Mobile Money (MoMo)' }).check();
  await form.getByLabel('Mobile money number *').fill(phone);
  await form.getByRole('button', { name: 'Complete Sponsorship' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}(#sponsor-form)?$/);
}

test('a sponsorship by MoMo waits for the phone on its status page, then the child is sponsored with a plan', async ({
  page,
  request,
}) => {
  const name = `Live Child ${Date.now()}`;
  const id = await addChild(request, name, 15_000);
  await sponsorByMomo(page, id, name, LIVE_PAYERS.approves);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', /^(pending|succeeded)$/);
  // Held for this payer meanwhile: nobody else can take the child.
  expect(await isWaiting(request, id)).toBe(false);
  await expect(status).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(page.getByTestId('payment-reference')).toHaveText(/^Receipt reference: /);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);

  expect(await isWaiting(request, id)).toBe(false);
  expect(await planFor(request, id)).toMatchObject({ amount: 15_000, method: 'momo' });
  const payments = await request.get(`/api/sponsors/${id}/payments`, { headers: await staffAuth(request) });
  expect(((await payments.json()) as { data: { sponsorEmail: string }[] }).data).toEqual([
    expect.objectContaining({ sponsorEmail: 'jean.live@example.org' }),
  ]);
});

test('a sponsorship declined on the phone says why on its status page', async ({ page, request }) => {
  const name = `Declined Child ${Date.now()}`;
  const id = await addChild(request, name, 15_000);
  await sponsorByMomo(page, id, name, LIVE_PAYERS.declines);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', 'failed', SETTLED);
  await expect(status).toContainText('The payment was declined on the phone. Nothing was taken.');
  await expect(main(page).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/sponsorship');
});

test('a sponsorship by card posted without JavaScript reaches the partner’s page and comes back sponsored', async ({
  page,
  request,
}) => {
  const name = `Card Child ${Date.now()}`;
  const id = await addChild(request, name, 15_000);
  await page.goto(`/sponsorship/${id}`);
  const form = main(page).getByRole('region', { name: `Sponsor ${name}` });
  await form.getByLabel('Your name *').fill('Jean Habimana');
  await form.getByLabel('Email *').fill('jean.card@example.org');
  await form.getByLabel('Phone number *').fill('0788123456');
  await form.getByRole('radio', { name: 'Card' }).check();
  await form.getByRole('button', { name: 'Complete Sponsorship' }).click();
  // The page's form-action allows the redirect to the hosted checkout (the Flutterwave double).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/v3\/hosted\/pay\/[0-9a-f-]{36}(#sponsor-form)?$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\?status=completed/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'succeeded', SETTLED);
  expect(await planFor(request, id)).toMatchObject({ amount: 15_000, method: 'card' });
});

test('a gift order by mobile money goes from the server’s cart to its status page, and reaches staff', async ({
  page,
  request,
}) => {
  await page.goto('/catalog');
  const gift = (await main(page).getByRole('article').first().getByRole('heading', { level: 2 }).textContent())!;
  await main(page)
    .getByRole('button', { name: `Add to cart: ${gift}` })
    .click();
  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await main(page).getByLabel('Your name').fill('Jean Habimana');
  const email = `gifts.live.${Date.now()}@example.org`;
  await main(page).getByLabel('Your email').fill(email);
  await main(page)
    .getByRole('radio', { name: /^Mobile Money/ })
    .check();
  await expect(main(page).getByLabel('PIN')).toHaveCount(0);
  await main(page).getByLabel('Phone number').fill(LIVE_PAYERS.approves);
  await main(page).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}(#checkout)?$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'succeeded', SETTLED);

  const orders = await request.get('/api/orders', { headers: await staffAuth(request) });
  const list = ((await orders.json()) as { data: { buyerEmail: string; status: string; items: { name: string }[] }[] })
    .data;
  expect(list.find((o) => o.buyerEmail === email)).toMatchObject({ items: [expect.objectContaining({ name: gift })] });
  // The order is made: the cart is empty again.
  await page.goto('/cart');
  await expect(main(page).getByText('Your cart is empty.')).toBeVisible();
});
