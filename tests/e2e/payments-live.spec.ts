import { LIVE_PORT } from '../../playwright.config';
import { expect, test, type Page } from './fixtures';
import { donateButton, donationRequests, fillDonor, sentFields, wholeInView } from './donate-helpers';
import { expectNoAxeViolations, signIn } from './helpers';
import { LIVE_PAYERS } from './live-payers';

/**
 * The site taking real money (tests/e2e/live-server.ts: MTN MoMo live, pointed at its
 * double): a payment waits for the payer (202), the page follows it to its end.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });

/** The server settles a payment a few seconds after the request (its poller asks MoMo): allow for a busy machine. */
const SETTLED = { timeout: 45_000 };

async function startMomoDonation(page: Page, phone: string) {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 5,000' }).check();
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  await fillDonor(page);
  await page.getByRole('main').getByLabel('Phone number').fill(phone);
  await donateButton(page).click();
}

test('live: no card fields and no PIN; a MoMo donation waits for the phone, then shows its receipt', async ({
  page,
}) => {
  const sent = donationRequests(page);
  await page.goto('/donate');
  // A card is typed on the partner's page, never here.
  await expect(page.getByRole('main').getByLabel('Card number')).toHaveCount(0);
  // No provider takes airtime on a live site: the form does not offer it.
  await expect(page.getByRole('radio', { name: 'MTN MoMo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Airtime' })).toHaveCount(0);
  await expect(page.getByText('You will be sent to our payment partner’s secure page')).toBeVisible();

  await startMomoDonation(page, LIVE_PAYERS.approves);
  const pending = page.getByTestId('payment-pending');
  await expect(pending).toContainText('We have sent a payment request to 078…0001. Approve it on your phone.');
  // No PIN dialog: the payer approves on the phone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pending).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(pending).toContainText('Payment received. Thank you!');
  await expect(page.getByTestId('payment-reference')).toHaveText(/^Receipt reference: DN-/);
  await expectNoAxeViolations(page, { phone: true });

  expect(sent).toHaveLength(1);
  const body = sentFields(sent[0]!);
  expect(body).toMatchObject({ preset: '5000', paymentMethod: 'momo', phone: LIVE_PAYERS.approves });
  for (const field of ['pin', 'cardNumber', 'cardExpiry', 'cardCvc']) expect(body).not.toHaveProperty(field);
  expect(body.idempotencyKey).toBeTruthy();
});

test('live: a donation declined on the phone shows why, and a retry is a new attempt', async ({ page }) => {
  const sent = donationRequests(page);
  await startMomoDonation(page, LIVE_PAYERS.declines);
  const pending = page.getByTestId('payment-pending');
  await expect(pending).toContainText('Approve it on your phone.');
  await expect(pending).toHaveAttribute('data-status', 'failed', SETTLED);
  await expect(pending).toContainText('The payment did not go through');
  await expect(pending).toContainText('The payment was declined on the phone. Nothing was taken.');

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('main').getByLabel('Phone number').fill(LIVE_PAYERS.approves);
  await donateButton(page).click();
  await expect(pending).toHaveAttribute('data-status', 'succeeded', SETTLED);
  expect(sent).toHaveLength(2);
  const [first, second] = sent.map((r) => sentFields(r).idempotencyKey);
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
});

test('live: a sponsorship declined on the phone is retried and then approved', async ({ page, isMobile }) => {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/sponsorship.data')
      keys.push(new URLSearchParams(r.postData() ?? '').get('idempotencyKey') ?? '');
  });
  await page.goto('/sponsorship');
  await page
    .getByRole('button', { name: /^Sponsor Now/ })
    // Each project its own child: the two may run at once on one server.
    .nth(isMobile ? 1 : 0)
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name *').fill('Grace Uwimana');
  await dialog.getByLabel('Email *').fill('grace@example.org');
  await dialog.getByLabel('Phone number *').fill(LIVE_PAYERS.declines);
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await expect(dialog.getByLabel('Card number *')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Mobile Money (MoMo)' }).check();
  await expect(dialog.getByLabel('PIN (4 digits) *')).toHaveCount(0);
  await dialog.getByLabel('Mobile money number *').fill(LIVE_PAYERS.declines);
  await dialog.getByRole('button', { name: 'Complete Sponsorship' }).click();

  const pending = dialog.getByTestId('payment-pending');
  await expect(pending).toContainText('We have sent a payment request to 078…0002.');
  await expect(pending).toHaveAttribute('data-status', 'failed', SETTLED);
  await expect(pending).toContainText('The payment was declined on the phone. Nothing was taken.');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await dialog.getByLabel('Mobile money number *').fill(LIVE_PAYERS.approves);
  await dialog.getByRole('button', { name: 'Complete Sponsorship' }).click();
  await expect(pending).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(dialog.getByTestId('payment-reference')).toHaveText(/^Receipt reference: SP-/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText(/^Thank you for sponsoring/)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(2);
});

test('live: a card donation goes to the partner’s page and back, settled by its webhook, with no card field here', async ({
  page,
}) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 5,000' }).check();
  await fillDonor(page);
  await expect(page.getByRole('main').getByLabel(/Card number|CVC|Expiry/)).toHaveCount(0);
  await expect(page.getByRole('main').locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  await donateButton(page).click();
  // The action sends the browser to the hosted checkout (the Flutterwave double).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/v3\/hosted\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Pay RWF 5000' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay RWF 5000' }).click();
  // Back on the site: the webhook, confirmed by the verify call, has settled it.
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\?status=completed/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(page.getByTestId('payment-reference')).toHaveText(/^Receipt reference: DN-/);
  expect(await wholeInView(status.getByRole('status'))).toBe(true);
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  await expectNoAxeViolations(page, { phone: true });
});

/** A MoMo donation the payer never answers: pending until staff check it (or it expires). */
async function pendingPayment(page: Page) {
  const res = await page.request.post('/api/donations', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      amount: 5000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'Check',
      lastName: 'Now',
      email: 'check-now@example.org',
      phone: LIVE_PAYERS.neverAnswers,
      anonymous: false,
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { data } = (await res.json()) as { data: { paymentId: string; status: string } };
  expect(data.status).toBe('pending');
  return data.paymentId;
}

test('live: no test-mode banner; staff check a pending payment now and see its status', async ({ page }) => {
  const paymentId = await pendingPayment(page);

  await signIn(page);
  await page.goto('/dashboard/payments?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Test mode: no money moves.')).toHaveCount(0);
  const row = page.locator(`tr[data-payment="${paymentId}"]`);
  await expect(row).toContainText('mtn-momo');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked:' })).toHaveText(
    'Checked: the payment is now Pending.',
  );
  await expectNoAxeViolations(page, { phone: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff check a pending payment by a plain post, and the page says its status', async ({ page }) => {
    const paymentId = await pendingPayment(page);
    await signIn(page);
    await page.goto('/dashboard/payments?status=pending');
    const row = page.locator(`tr[data-payment="${paymentId}"]`);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Check now' }).click();
    // The list it was posted from, with the answer in the toast's words.
    await expect(page).toHaveURL(/\/dashboard\/payments\?status=pending$/);
    await expect(page.getByRole('status').filter({ hasText: 'Checked:' })).toHaveText(
      'Checked: the payment is now Pending.',
    );
    await expect(row).toContainText('Pending');
  });

  test('the form goes to the status page, which refreshes itself until the payment is decided', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('main').getByLabel('PIN (MTN MoMo and airtime only)')).toHaveCount(0);
    await page.getByRole('radio', { name: 'RWF 5,000' }).check();
    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await fillDonor(page);
    await page
      .getByRole('main')
      .getByLabel(/^Phone number/)
      .fill(LIVE_PAYERS.approves);
    await page.getByRole('button', { name: /^Donate/ }).click();

    // The form posts to /donate#donation-outcome; a browser keeps that fragment across the redirect.
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}(#donation-outcome)?$/);
    const status = page.getByTestId('payment-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment status' })).toBeVisible();
    // Decided on a later reload (the page's own refresh), or already on arrival on a slow machine.
    await expect(status).toHaveAttribute('data-status', /^(pending|succeeded)$/);
    await expect(status).toHaveAttribute('data-status', 'succeeded', SETTLED);
    await expect(page.getByTestId('payment-reference')).toHaveText(/^Receipt reference: DN-/);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });

  test('a pending payment’s page asks the browser to refresh it every 5 s', async ({ page }) => {
    await page.goto('/donate');
    await page.getByRole('radio', { name: 'RWF 5,000' }).check();
    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await fillDonor(page);
    await page
      .getByRole('main')
      .getByLabel(/^Phone number/)
      .fill(LIVE_PAYERS.neverAnswers);
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}(#donation-outcome)?$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByText('Waiting for your approval')).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      /^5; url=\/payments\/[0-9a-f-]{36}$/,
    );
  });
});
