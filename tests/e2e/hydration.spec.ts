import { SITEMAP_PAGES } from '~/web/routes/sitemap';
import { expect, test } from './fixtures';

/**
 * React takes over a server-rendered page only if the browser renders the same text:
 * numbers, dates and words formatted differently in the browser (Chromium has no
 * Kinyarwanda locale data, Node has) raised React error #418 and re-rendered the page.
 * Every public page, in every language, hydrates without one.
 */
const pages = SITEMAP_PAGES;

test('no public page logs a hydration error in English, Kinyarwanda or French', async ({ page }) => {
  test.setTimeout(300_000);
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

test('the header keeps every item on one line in Kinyarwanda, on a phone and a wide screen', async ({ page }) => {
  for (const phone of [true, false]) {
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/?lang=rw');
    if (phone) await page.getByRole('button', { name: 'Fungura menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu nyamukuru' });
    // The page links, and the language links (in the menu on a phone, in their strip on a wide screen).
    const links = await page.locator('#site-menu > ul a, a[hreflang]').all();
    let checked = 0;
    for (const link of links) {
      if (!(await link.isVisible())) continue;
      // Each label's text on one line: one distinct line top among its text's boxes.
      const lines = await link.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines, await link.innerText()).toBe(1);
      checked++;
    }
    expect(checked, phone ? 'phone' : 'wide').toBe(12);
    // On a wide screen the page links and the buttons share one row (the languages have their own strip).
    if (!phone) {
      const centres = await menu
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((li) => Math.round(li.getBoundingClientRect().top + li.getBoundingClientRect().height / 2)),
        );
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
    }
  }
});
