import { emailedLinkFor } from './confirm-link';
import { expect, test } from './fixtures';
import { openAdminMenu } from './helpers';
import { addChild, isWaiting } from './no-js-helpers';
import { colleague, passwordStep } from './staff-helpers';

/**
 * Issue 39, on a phone with JavaScript: a sponsor who erases their data is told first that
 * their child will lose their sponsor, and then sees a plain confirmation with nothing of
 * them on it (items 5 and 22); a viewer who opens a screen their role does not include
 * stays in the dashboard, told so (item 20).
 */
test('a sponsor is told their child loses their sponsor, and the erased page shows nothing of them', async ({
  page,
  request,
}) => {
  const name = `Erasa ${Date.now()}`;
  const email = `erase-sponsor-${Date.now()}@example.org`;
  const childId = await addChild(request, name);
  const paid = await request.post('/api/pay/sponsors', {
    headers: { cookie: '' },
    data: {
      childId,
      sponsorName: 'Grace Erased',
      sponsorEmail: email,
      sponsorPhone: '+250 788 555 011',
      amount: 20000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123', cardName: 'G Erased' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  expect(await isWaiting(request, childId)).toBe(false);

  await page.goto(await emailedLinkFor(email, '/my-giving'));
  const mine = page.getByRole('region', { name: 'Your data', exact: true });
  await mine.getByRole('link', { name: 'Erase my data…' }).click();
  const warning = page.getByTestId('erase-ends-sponsorship');
  await expect(warning).toHaveText(
    `You sponsor ${name}. Erasing your data ends your sponsorship: ${name} will lose their sponsor and wait for a new one.`,
  );
  await expect(warning).toBeInViewport();

  await page.getByRole('button', { name: 'Yes, erase my data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data has been erased' })).toBeInViewport();
  await expect(page.getByText('Your personal data has been erased.')).toBeInViewport();
  expect(page.url()).not.toContain('token=');
  // What the page shows (the first page's own scripts stay in the document after a client navigation).
  const shown = await page.locator('body').innerText();
  expect(shown).not.toContain(email);
  expect(shown).not.toContain('Grace Erased');
  // The child waits for a sponsor again.
  expect(await isWaiting(request, childId)).toBe(true);
});

test('a viewer opening a screen of another role stays in the dashboard, told why', async ({ page, request }) => {
  const email = await colleague(request, 'viewer');
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const res = await page.goto('/dashboard/staff');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Your role does not include this screen.' })).toBeInViewport();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await openAdminMenu(page);
  const menu = page.getByRole('complementary', { name: 'Admin navigation' });
  await menu.getByRole('link', { name: 'Analysis' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
