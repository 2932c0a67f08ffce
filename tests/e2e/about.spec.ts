import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

test('About: description, mission, five values, six objectives', async ({ page }) => {
  const res = await page.goto('/about');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('About Us | Hope for Musanze Children');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /begun in Musanze, Rwanda in 2015/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);

  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const story = page.getByRole('region', { name: 'Our story' });
  await expect(story).toContainText('Hope for Musanze Children began in 2015 in Musanze');
  await expect(story).toContainText('regardless of religion, race or ethnicity');
  await expect(page.getByRole('region', { name: 'Why we exist' }).getByRole('heading', { level: 3 })).toHaveText([
    'Our Mission',
    'Our Vision',
    'Our Purpose',
  ]);
  await expect(page.getByRole('region', { name: 'Our Core Values' }).getByRole('heading', { level: 3 })).toHaveText([
    'Teamwork',
    'Collaboration',
    'Accountability',
    'Excellence',
    'Christian love',
  ]);
  await expect(page.getByRole('region', { name: 'Our Core Objectives' }).getByRole('heading', { level: 3 })).toHaveText(
    [
      'Child Empowerment',
      'Community Development',
      'Health Promotion',
      'Capacity Building',
      'Christian Witness',
      'Spiritual Growth',
    ],
  );
  await expectNoAxeViolations(page);
});

test('the buttons lead to /donate and to the volunteer form through /volunteer', async ({ page }) => {
  await page.goto('/about');
  const cta = page.getByRole('region', { name: 'Be part of the story' });
  await expect(cta.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
  await expect(cta.getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute('href', '/volunteer');
  await cta.getByRole('link', { name: 'Volunteer With Us' }).click();
  await expect(page).toHaveURL(/\/getinvolved#volunteer$/);
  await expect(page.locator('#volunteer').getByLabel('First Name')).toBeInViewport();
  await page.goto('/about');
  await page.getByRole('region', { name: 'Be part of the story' }).getByRole('link', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads in full and /volunteer leads to the form', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Christian love' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Spiritual Growth' })).toBeVisible();
    await page.getByRole('link', { name: 'Volunteer With Us' }).click();
    await expect(page).toHaveURL(/\/getinvolved#volunteer$/);
    await expect(page.locator('#volunteer').getByLabel('First Name')).toBeVisible();
  });
});
