import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** The privacy notice (issue 26, Law No 058/2021): its page, and the links to it from the footer and the forms. */
test('/privacy: the notice with its headings, processors, rights and the NCSA; accessible', async ({ page }) => {
  const res = await page.goto('/privacy');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Privacy notice | Hope for Musanze Children');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText([
    'What we collect and why',
    'How long we keep it',
    'Who handles it for us',
    'Your rights',
    'Security and breaches',
    'Complaints',
  ]);
  const notice = page.locator('article');
  for (const text of [
    'Hope for Musanze Children',
    'MTN Mobile Money',
    'Airtel Money',
    'Flutterwave',
    '/my-giving',
    '24 months',
    'within 48 hours',
  ])
    await expect(notice).toContainText(text);
  await expect(notice.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/privacy in French and Kinyarwanda', async ({ page }) => {
  await page.goto('/privacy?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Notice de confidentialité' })).toBeVisible();
  await expect(page.locator('article')).toContainText('National Cyber Security Authority (NCSA)');
  await page.goto('/privacy?lang=rw');
  await expect(page.getByRole('heading', { level: 1, name: 'Itangazo ryo kurinda amakuru bwite' })).toBeVisible();
  await expect(page.locator('article')).toContainText('NCSA');
});

test('the footer and the forms that collect personal data link to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  for (const path of ['/contact', '/donate', '/getinvolved']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy notice' }).first(), path).toHaveAttribute(
      'href',
      '/privacy',
    );
  }
});
