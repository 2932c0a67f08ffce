import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 39's finish of the public giving pages, on a phone (touch). The first-tap tests
 * use a bare page (not ./fixtures, which boots every page it opens): the visitor's first
 * tap is what boots React (decision 007), and it must count.
 */
test.use({ hasTouch: true });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

test('the first tap on an amount, a payment method or a gift counts on a fresh page', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 10,000' }).tap();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'RWF 10,000' })).toBeChecked();
  const donate = page.getByRole('button', { name: 'Donate RWF 10,000' });
  await expect(donate).toBeEnabled();

  await page.goto('/donate');
  await page.getByRole('radio', { name: 'MTN MoMo' }).tap();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
  await expect(page.getByText('You will confirm the payment with your 4-digit MTN MoMo PIN.')).toBeVisible();

  await page.goto('/catalog');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .tap();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item');
});
