import { type Browser, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { givingLinkIn, givingMailTo, mailWithSubject, photoFile, sponsoredChild } from './child-news-helpers';

/**
 * docs/children-protection.md: staff post news of a sponsored child; it reaches that child's sponsor
 * by e-mail and on their own signed page, and nobody else: not another sponsor, not the
 * public pages or answers, not the photo's address without the sponsor's link.
 */
const stamp = Date.now();
const childA = `Newsa Uwase ${stamp}`;
const childB = `Newsb Habimana ${stamp}`;
const sponsorA = `news-a-${stamp}@example.org`;
const sponsorB = `news-b-${stamp}@example.org`;
const news = `Newsa passed the end-of-year exams ${stamp} with 82 percent.`;
const ids: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  ids.a = await sponsoredChild(request, childA, sponsorA);
  ids.b = await sponsoredChild(request, childB, sponsorB);
});

/** A fresh browser without the staff session: a sponsor, or a stranger. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test('a staff update reaches its sponsor by e-mail and on their page, and nobody else', async ({ page, browser }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Child news' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Child news' })).toBeVisible();
  await page.getByLabel('Find a sponsored child').fill(childA);
  await page.getByRole('button', { name: 'Find' }).click();
  const form = page.getByTestId('post-update');
  await form.getByLabel('Child', { exact: true }).selectOption({ label: childA });
  await form.getByLabel('Kind of news').selectOption({ label: 'School results' });
  await form.getByLabel('Text in English').fill(news);
  await form
    .getByLabel('Photos')
    .setInputFiles([await photoFile('a.png', '#b91c1c'), await photoFile('b.png', '#1d4ed8')]);
  await form.getByRole('button', { name: 'Post and tell the sponsors' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Update posted' })).toBeVisible();
  const posted = page.locator('[data-update]').filter({ hasText: news });
  await expect(posted.getByRole('img')).toHaveCount(2);
  await expectNoAxeViolations(page);
  // A page of the updates past the end (an old link) shows the last page, not an empty list.
  await page.goto('/dashboard/child_news?page=9999');
  await expect(page.locator('[data-update]').first()).toBeVisible();

  // The e-mail, in the sponsor's outbox, with the link to their page.
  const mail = await mailWithSubject(sponsorA, `News of ${childA}: school results`);
  expect(mail.text).toContain(news);
  const sponsor = await visitor(browser);
  await sponsor.page.goto(givingLinkIn(mail));
  const card = sponsor.page.getByRole('article', { name: childA, exact: true });
  await expect(card).toContainText(news);
  await expect(card).toContainText(`${childA} loves football and maths.`);
  const photos = card.locator('[data-update] img');
  await expect(photos).toHaveCount(2);
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = (await photos.first().getAttribute('src'))!;
  await expectNoAxeViolations(sponsor.page);

  // Nobody else: another sponsor's page, the photo without the link or with theirs, the public site.
  const mailB = await givingMailTo(sponsorB);
  const other = await visitor(browser);
  await other.page.goto(givingLinkIn(mailB));
  await expect(other.page.getByRole('article', { name: childB, exact: true })).toBeVisible();
  await expect(other.page.locator('body')).not.toContainText(news);
  const hash = /images\/([a-f0-9]{32})\//.exec(src)![1];
  const bare = src.split('?')[0]!;
  expect((await other.page.request.get(bare)).status()).toBe(400);
  const tokenB = new URL(givingLinkIn(mailB), 'http://x').searchParams.get('token')!;
  expect((await other.page.request.get(`${bare}?token=${encodeURIComponent(tokenB)}`)).status()).toBe(404);
  expect((await other.page.request.get(`/api/images/${hash}/640.webp`)).status()).toBe(404);
  expect((await other.page.request.get(`/api/child-news/images/${hash}/640.webp`)).status()).toBe(401);
  for (const path of [
    '/',
    '/sponsorship',
    `/sponsorship/${ids.a}`,
    '/api/pending/sponsors',
    `/api/pending/sponsors/${ids.a}`,
  ]) {
    const res = await other.page.request.get(path);
    expect(await res.text(), path).not.toContain(`exams ${stamp}`);
  }
  await Promise.all([sponsor.close(), other.close()]);
});

test('staff set in Site settings after how many months without news a sponsor is listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/site_settings');
  const section = page.locator('#child-news-settings');
  await section.getByLabel('Months without news before a sponsor is listed').fill('12');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'News settings saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sponsors without news for 12 months' })).toBeVisible();
  await page.getByLabel('Months without news before a sponsor is listed').fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Sponsors without news for 6 months' })).toBeVisible();
});
