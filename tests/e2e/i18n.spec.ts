import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * Kinyarwanda, English and French: the switcher, the cookie that remembers it, the
 * server-rendered page in that language, and validation messages in each language.
 * Expected texts come from the catalogues themselves.
 */
type Catalogue = Record<string, unknown>;
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Catalogue;
const pick = (c: Catalogue, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], c) as string;
const text = (lang: string, ns: string, key: string) => pick(load(lang, ns), key);

const languages = [
  { lang: 'en', name: 'English' },
  { lang: 'rw', name: 'Ikinyarwanda' },
  { lang: 'fr', name: 'Français' },
] as const;

test('the server renders the page in the language the browser asks for', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
  const page = await context.newPage();
  const res = await page.request.get('/about');
  const html = await res.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(text('fr', 'common', 'nav.about'));
  for (const { lang } of languages)
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]*/about\\?lang=${lang}"`));
  expect(html).toContain('hrefLang="x-default"');
  await context.close();
});

test('the switcher changes the language, and a reload and other pages keep it', async ({ page, isMobile }) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (isMobile) await page.getByRole('button', { name: text('en', 'common', 'nav.openMenu') }).click();
  await page.getByRole('link', { name: 'Ikinyarwanda' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('rw', 'public', 'contact.title'));

  await page.goto('/contact'); // no ?lang: the cookie remembers
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(
    page.locator(`nav#site-menu[aria-label="${text('rw', 'common', 'nav.mainNavigation')}"]`),
  ).toBeAttached();
});

for (const { lang } of languages) {
  test(`validation messages are shown in ${lang}`, async ({ page }) => {
    await page.goto(`/contact?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: text(lang, 'public', 'contact.submit') }).click();
    await expect(page.getByText(text(lang, 'validation', 'contact.name'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(lang, 'validation', 'contact.subject'), { exact: true })).toBeVisible();
    await page.getByLabel(text(lang, 'public', 'contact.email'), { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: text(lang, 'public', 'contact.submit') }).click();
    await expect(page.getByText(text(lang, 'validation', 'contact.emailInvalid'), { exact: true })).toBeVisible();
  });
}

test('money and dates follow the language', async ({ page }) => {
  await page.goto('/donate?lang=fr');
  // French groups thousands with a (narrow) no-break space, English with a comma.
  await expect(page.locator('main')).toContainText(/30[\u202f\u00a0 ]000/);
  await page.goto('/donate?lang=en');
  await expect(page.locator('main')).toContainText('30,000');
});

test('the language links stay on this site whatever the address looks like', async ({ page, baseURL }) => {
  // A path that, copied into a link, would read as another host (`//other.example/`).
  const res = await page.goto(`${baseURL}//evil.example/`);
  expect(res?.status()).toBe(404);
  const links = page.locator('a[hreflang]'); // the switcher's links (hidden in the closed phone menu)
  expect(await links.count()).toBeGreaterThan(1);
  for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
    expect(new URL(href).origin).toBe(new URL(baseURL!).origin);
});
