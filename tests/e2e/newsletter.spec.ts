import { expect, test, type Page } from './fixtures';
import { confirmLinkFor } from './confirm-link';
import { expectNoAxeViolations } from './helpers';

/** The footer's 'Stay Connected' box (every public page has one). */
const box = (page: Page) => page.getByRole('region', { name: 'Stay Connected' });
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

const CHECK_INBOX = 'Thank you for subscribing! Please confirm with the link in the e-mail we send you.';

test('subscribes from the footer: one answer, subscribed or not, and the e-mailed link confirms', async ({ page }) => {
  await page.goto('/about');
  const email = unique('footer');
  await box(page).getByLabel('Email address').fill(email);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status')).toHaveText(CHECK_INBOX);
  await expect(box(page).getByRole('status')).toHaveClass(/text-green/);
  await expect(box(page).getByLabel('Email address')).toHaveValue('');

  // Asking again says the same: the answer does not tell who subscribes.
  await box(page).getByLabel('Email address').fill(email);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status')).toHaveText(CHECK_INBOX);

  // Opening the link changes nothing by itself (mail scanners follow links); the button confirms.
  await page.goto(await confirmLinkFor(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription confirmed' })).toBeVisible();
});

test('a forged confirmation link says it does not work', async ({ page }) => {
  await page.goto('/subscribe/confirm?token=forged.abc.def');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work' })).toBeVisible();
});

test('a refusal shows the server message without its field name, a lost connection the fallback, in red', async ({
  page,
}) => {
  await page.goto('/');
  // Accepted by the browser's own e-mail check, refused by the server's.
  await box(page).getByLabel('Email address').fill('someone@localhost');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  const status = box(page).getByRole('status');
  await expect(status).toHaveText('Please enter a valid email address');
  await expect(status).toHaveClass(/text-red/);

  // The box posts to the /subscribe page's action (React Router's data request).
  await page.route('**/subscribe.data', (route) => route.abort());
  await box(page).getByLabel('Email address').fill(unique('offline'));
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(status).toHaveText('Something went wrong.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer form posts to /subscribe, which shows the answer and keeps a refused address', async ({ page }) => {
    await page.goto('/contact');
    await box(page).getByLabel('Email address').fill('someone@localhost');
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe#subscribe-outcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();
    await expect(box(page).getByRole('status')).toHaveText('Please enter a valid email address');
    await expect(box(page).getByLabel('Email address')).toHaveValue('someone@localhost');
    // The page is the box: the footer does not show a second one.
    await expect(page.getByRole('region', { name: 'Stay Connected' })).toHaveCount(1);

    const email = unique('nojs');
    await box(page).getByLabel('Email address').fill(email);
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(box(page).getByRole('status')).toHaveText(CHECK_INBOX);
    await expect(box(page).getByLabel('Email address')).toHaveValue('');
  });
});
