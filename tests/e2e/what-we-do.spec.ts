import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

const programmes = [
  'Education',
  'Children with Disability',
  'Discipleship with the World Shapers Club',
  'Malnutrition',
  'Medical Assistance',
  "Teenaged Mothers' Empowerment",
];

test('What We Do: six programmes, each shortened to 100-200 characters with Show More / Show Less', async ({
  page,
}) => {
  const res = await page.goto('/what_we_do');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('What We Do | Hope for Musanze Children');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/what_we_do$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /World Shapers Club/);

  const list = page.getByRole('region', { name: 'Our programmes' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(programmes);
  const cards = list.getByRole('listitem');
  await expect(cards.getByRole('button', { name: 'Show More' })).toHaveCount(6);

  for (let i = 0; i < 6; i++) {
    const card = cards.nth(i);
    const button = card.getByRole('button');
    const text = card.locator('p');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const short = await text.innerText();
    expect(short.endsWith('…')).toBe(true);
    expect(short.length - 1).toBeGreaterThanOrEqual(100);
    expect(short.length - 1).toBeLessThanOrEqual(200);

    await button.click();
    await expect(button).toHaveText('Show Less');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const full = await text.innerText();
    expect(full.length).toBeGreaterThan(200);
    expect(full.startsWith(short.slice(0, -1))).toBe(true);

    await button.click();
    await expect(button).toHaveText('Show More');
    await expect(text).toHaveText(short, { useInnerText: true });
  }
  await expectNoAxeViolations(page);
});

test('the April 2026 classroom goal is worded as past, with its progress, after its date', async ({ page }) => {
  await page.goto('/what_we_do');
  const goal = page.getByRole('region', { name: 'Our classroom building appeal continues' });
  await expect(goal).toContainText(
    'We set out to raise $80,000 for a building with 8 classrooms by April 2026. That date has passed',
  );
  await expect(goal.getByRole('progressbar', { name: 'Raised towards the classroom building' })).toBeVisible();
  await expect(goal).toContainText(/\$[\d,]+ raised of \$80,000 \(\d+%\)/);
  await expect(page.getByText(/Our goal:/)).toHaveCount(0);
  await expect(goal.getByRole('link', { name: 'Give to the building' })).toHaveAttribute('href', '/donate');
});

test('before its deadline the same content reads as a goal (the date decides, in the browser too)', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-03-01T09:00:00+02:00'));
  await page.goto('/what_we_do');
  await expect(page.getByRole('heading', { name: 'Our goal: $80,000 for 8 classrooms' })).toBeVisible();
  await expect(page.getByText('by April 2026, so that no child')).toBeVisible();
});

test('Join Us: the Donate button goes to /donate', async ({ page }) => {
  await page.goto('/what_we_do');
  const join = page.getByRole('region', { name: 'Join Us' });
  await join.getByRole('link', { name: 'Donate', exact: true }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every programme text is shown in full and there is no dead button', async ({ page }) => {
    await page.goto('/what_we_do');
    const cards = page.getByRole('region', { name: 'Our programmes' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      expect((await cards.nth(i).locator('p').innerText()).length).toBeGreaterThan(200);
      await expect(cards.nth(i).getByText('…')).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our classroom building appeal continues' })).toBeVisible();
  });
});
