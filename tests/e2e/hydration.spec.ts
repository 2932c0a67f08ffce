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

test('a page that boots at once waits for its catalogues: no raw key, no hydration error, however late they come', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  // A `?lang=` page sets the language cookie, so it boots at once with React Router's own
  // scripts, whose bootstrap is an async module: it ran before the deferred catalogue
  // script whenever that came later (a first visit in the language), and React hydrated
  // the words as their keys ("payment.page.title"), with error #418. The catalogues are
  // held here until React has hydrated without them, or 5 s have passed.
  await page.route('**/_i18n/**', async (route) => {
    const hydrated = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => false);
    for (let waited = 0; waited < 5_000 && !(await hydrated()); waited += 100) await page.waitForTimeout(100);
    await route.continue();
  });
  const key = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;
  for (const where of ['/?lang=fr', '/my-giving/method?lang=rw', '/cart/checkout?lang=fr', '/my-giving?lang=rw']) {
    await page.goto(where);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    const raw = await page.evaluate(
      (pattern) =>
        [
          document.title,
          ...Array.from(document.body.querySelectorAll('*'), (el) =>
            el.children.length ? '' : (el.textContent?.trim() ?? ''),
          ),
        ].filter((text) => new RegExp(pattern).test(text)),
      key.source,
    );
    expect(raw, where).toEqual([]);
  }
  expect(errors).toEqual([]);
});
