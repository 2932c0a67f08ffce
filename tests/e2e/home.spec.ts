import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

test('Home: hero with donate and catalogue buttons, four programmes, mission and a closing call', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Hope for every child in Musanze | Hope for Musanze Children');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /child-centred organisation/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/[^/]+\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Hope for every child in Musanze');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Since 2015/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Every child carries hope. Together we help it grow.',
  );
  await expect(main.getByRole('link', { name: 'Donate Now' }).first()).toHaveAttribute('href', '/donate');
  await expect(main.getByRole('link', { name: 'Give a Gift' })).toHaveAttribute('href', '/catalog');

  const programmes = page.getByRole('region', { name: 'How we bring hope' });
  await expect(programmes.getByRole('heading', { level: 3 })).toHaveText([
    'Education',
    'Child Sponsorship',
    'Gift Catalog',
    'Community Development',
  ]);
  await expect(programmes.getByRole('link', { name: /about Child Sponsorship/ })).toHaveAttribute(
    'href',
    '/sponsorship',
  );
  await expect(programmes.getByRole('link', { name: /about Gift Catalog/ })).toHaveAttribute('href', '/catalog');

  const why = page.getByRole('region', { name: 'Why we exist' });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Our Mission', 'Our Vision', 'Our Purpose']);

  const closing = page.getByRole('region', { name: 'Give hope today' });
  await expect(closing.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
  await expectNoAxeViolations(page, { phone: true });
});

test('the hero buttons go to /donate and /catalog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Donate Now' }).first().click();
  await expect(page).toHaveURL(/\/donate$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Give a Gift' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('phone first: no sideways scrolling at 320 px and touch targets of 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const main = page.getByRole('main');
  expect(await main.evaluate((m) => m.scrollWidth <= m.clientWidth)).toBe(true);
  const small = await main.evaluate(
    (m) =>
      Array.from(m.querySelectorAll('a, button'))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height < 44 || r.width < 44).length,
  );
  expect(small).toBe(0);
  // The headline is on the first screen, ahead of any image.
  await expect(main.getByRole('heading', { level: 1 })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is complete and its links work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Give hope today' })).toBeVisible();
    await page.getByRole('link', { name: /about Child Sponsorship/ }).click();
    await expect(page).toHaveURL(/\/sponsorship$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsor a Child' })).toBeVisible();
  });
});
