import { expect, test, type Page } from './fixtures';

/** The footer's 'Stay Connected' box (every public page has one). */
const box = (page: Page) => page.getByRole('region', { name: 'Stay Connected' });
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

test('subscribes from the footer, says so in green, and says when the address is already there', async ({ page }) => {
  await page.goto('/about');
  const email = unique('footer');
  await box(page).getByLabel('Email address').fill(email);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status')).toHaveText('Thank you for subscribing!');
  await expect(box(page).getByRole('status')).toHaveClass(/text-green/);
  await expect(box(page).getByLabel('Email address')).toHaveValue('');

  await box(page).getByLabel('Email address').fill(email);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status')).toHaveText('You are already subscribed.');
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
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();
    await expect(box(page).getByRole('status')).toHaveText('Please enter a valid email address');
    await expect(box(page).getByLabel('Email address')).toHaveValue('someone@localhost');
    // The page is the box: the footer does not show a second one.
    await expect(page.getByRole('region', { name: 'Stay Connected' })).toHaveCount(1);

    const email = unique('nojs');
    await box(page).getByLabel('Email address').fill(email);
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(box(page).getByRole('status')).toHaveText('Thank you for subscribing!');
    await expect(box(page).getByLabel('Email address')).toHaveValue('');
  });
});
