import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** Every link, button and field in the page's main content is at least 44 px square. */
async function expectTouchTargets(page: Page) {
  const small = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('a, button, select, input:not([type=radio]):not([type=checkbox]), textarea'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.height < 44 || r.width < 44))
      .map(({ el, r }) => `${el.outerHTML.slice(0, 80)} ${r.width}x${r.height}`),
  );
  expect(small).toEqual([]);
}

test('Get Involved: hero, ways to help, sponsorship, volunteer form and partnerships', async ({ page }) => {
  const res = await page.goto('/getinvolved');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Get Involved | Hope for Musanze Children');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /sponsor a child, volunteer/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/getinvolved$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Get Involved');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.svg$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Donate Now', exact: true }).first()).toHaveAttribute('href', '/donate');
  await expect(main.getByRole('link', { name: 'Gift Catalog', exact: true })).toHaveAttribute('href', '/catalog');

  const ways = page.getByRole('region', { name: 'Ways You Can Help' });
  await expect(ways.getByRole('listitem')).toHaveCount(6);
  await expect(ways.getByRole('link', { name: 'Apply to volunteer' })).toHaveAttribute('href', '#volunteer');
  await expect(ways.getByRole('link', { name: 'Meet the children' })).toHaveAttribute('href', '#sponsor');

  await expect(page.getByRole('heading', { level: 2, name: 'Sponsor a Child' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sponsor Now/ }).first()).toBeVisible();
  // Below the fold here: the photos wait until scrolled to, with their size reserved.
  await expect(page.locator('#sponsor img').first()).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('#sponsor img').first()).toHaveAttribute('height', '600');
  await expect(page.locator('#volunteer').getByRole('heading', { name: 'Volunteer With Us' })).toBeVisible();
  await expect(page.locator('#volunteer').getByLabel('First Name')).toBeVisible();

  const partners = page.getByRole('region', { name: 'Corporate Partnerships' });
  await expect(partners).toBeVisible();
  await expectTouchTargets(page);
  await expectNoAxeViolations(page, { phone: true });

  await partners.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the hero buttons lead to the donation form and the gift catalogue', async ({ page }) => {
  await page.goto('/getinvolved');
  await page.getByRole('main').getByRole('link', { name: 'Donate Now', exact: true }).first().click();
  await expect(page).toHaveURL(/\/donate$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Gift Catalog', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('the page works from 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/getinvolved');
  const overflow = await page
    .locator('main')
    .evaluate(
      (main) => Array.from(main.querySelectorAll('section')).filter((s) => s.scrollWidth > s.clientWidth).length,
    );
  expect(overflow).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section and the volunteer form fields are there', async ({ page }) => {
    await page.goto('/getinvolved');
    await expect(page.getByRole('heading', { name: 'Ways You Can Help' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sponsor a Child' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Country', 'Availability Date']) {
      await expect(page.locator('#volunteer').getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Skills/Interests')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Corporate Partnerships' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
