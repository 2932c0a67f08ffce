import { expect, test } from './fixtures';

/**
 * React takes over a server-rendered page only if the browser renders the same text:
 * numbers, dates and words formatted differently in the browser (Chromium has no
 * Kinyarwanda locale data, Node has) raised React error #418 and re-rendered the page.
 * Every public page, in every language, hydrates without one.
 */
const pages = [
  '/',
  '/about',
  '/what_we_do',
  '/getinvolved',
  '/sponsorship',
  '/catalog',
  '/blog',
  '/contact',
  '/donate',
];

test('no public page logs a hydration error in English, Kinyarwanda or French', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  let where = '';
  const hydration = /#418|#423|#425|hydrat/i;
  page.on('console', (m) => {
    if (m.type() === 'error' && hydration.test(m.text())) errors.push(`${where}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (hydration.test(`${e.message} ${e.stack ?? ''}`)) errors.push(`${where}: ${e.message}`);
  });
  // A blog post's page too, found from the list.
  await page.goto('/blog');
  const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
  for (const lang of ['en', 'rw', 'fr']) {
    for (const path of [...pages, post!]) {
      where = `${path}?lang=${lang}`;
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    }
  }
  expect(errors).toEqual([]);
});
