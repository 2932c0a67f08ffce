import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Public pages load React at the first interaction (src/server/web/defer-hydration.ts).
 * These tests use a bare page (not ./fixtures, which boots every page it opens).
 */

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

function watchScripts(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  return { scripts, problems };
}

/** Holds every JavaScript file back until `release()`: the page stays un-booted meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('a public page is complete and loads no JavaScript file until the visitor interacts', async ({ page }) => {
  const { scripts, problems } = watchScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Donate/ }).first()).toHaveAttribute('href', '/donate');
  await page.waitForTimeout(1000);
  expect(scripts).toEqual([]);
  expect(await hydrated(page)).toBe(false);

  // The first sign of a visitor (here a pointer moving over the page) boots React.
  await page.mouse.move(50, 50);
  await page.mouse.move(60, 60);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(scripts.some((s) => s.includes('entry.client'))).toBe(true);
  // Under the page's hash-based CSP, and without a hydration error.
  expect(problems).toEqual([]);
});

test('a tap on a button made while the JavaScript is still loading is carried out once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/what_we_do');
  const toggle = page.getByRole('button', { name: 'Show More' }).first();
  await toggle.click();
  expect(await hydrated(page)).toBe(false);
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
});

test('a tap on Sponsor Now made while the JavaScript is still loading opens its dialog once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/getinvolved');
  // Before React, Sponsor Now is a link to the child's own page (what works without JavaScript).
  const link = page.getByRole('link', { name: /^Sponsor Now/ }).first();
  await expect(link).toHaveAttribute('href', /^\/sponsorship\/[0-9a-f-]{36}$/);
  await link.click();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('dialog', { name: /^Sponsor / })).toBeVisible();
  await expect(page).toHaveURL(/\/getinvolved$/);
});

test('the phone menu opens at the first tap, before the JavaScript has loaded, and React keeps it open', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto('/');
  const about = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' });
  await page.getByRole('button', { name: 'Open menu' }).tap();
  // Opened by the browser itself (the Popover API), while every script is held back.
  await expect(about).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  const header = await page.locator('#site-header').boundingBox();
  const menu = await page.locator('#site-menu').boundingBox();
  expect(Math.abs(menu!.y - (header!.y + header!.height))).toBeLessThan(2); // right under the header
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(about).toBeHidden();
  await context.close();
});

test('a tap on Add to cart made while the JavaScript is still loading fills the in-page cart once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/catalog');
  // Before React, Add to cart posts to the server's cart (what works without JavaScript).
  const add = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: / })
    .first();
  await expect(add).toHaveAttribute('type', 'submit');
  await add.click();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('complementary', { name: /^Your Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item');
  await expect(page).toHaveURL(/\/catalog$/);
});

test('a tapped Add to cart is posted after all when the JavaScript does not arrive', async ({ page }) => {
  await page.clock.install();
  await holdScripts(page); // never released
  await page.goto('/catalog');
  const add = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: / })
    .first();
  const name = (await add.getAttribute('aria-label'))!.replace('Add to cart: ', '');
  await add.click();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/catalog$/);
  await page.clock.runFor(7_000);
  await expect(page).toHaveURL(/\/cart\?added=/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${name} was added to your cart.`);
});

test('a tapped stand-in link is followed after all when the JavaScript does not arrive', async ({ page }) => {
  await page.clock.install();
  await holdScripts(page); // never released
  await page.goto('/getinvolved');
  const link = page.getByRole('link', { name: /^Sponsor Now/ }).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/getinvolved$/);
  await page.clock.runFor(7_000);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
});

test('a link followed before React has loaded is an ordinary page load', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click({ force: true });
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
});

test('a cart kept from an earlier visit boots the catalogue at once, to show it', async ({ page }) => {
  const gifts = (await (await page.request.get('/api/catalog')).json()) as {
    data: { _id: string; name: string; price: number }[];
  };
  const gift = gifts.data[0]!;
  await page.addInitScript((stored) => localStorage.setItem('giftCart', stored), JSON.stringify([gift, gift]));
  await page.goto('/catalog');
  // No interaction at all.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 2 items');
});

test('the dashboard boots at once: it is an application, not a page to read', async ({ page }) => {
  const { scripts } = watchScripts(page);
  await page.goto('/dashboard/login');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(scripts.length).toBeGreaterThan(0);
});

test('signing in before the dashboard has loaded its JavaScript posts the form: the password never reaches an address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  const release = await holdScripts(page);
  await page.goto('/dashboard/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  release();
  expect(addresses.filter((a) => a.includes('password'))).toEqual([]);

  // A wrong password the same way says so, on the form.
  await page.context().clearCookies();
  await page.unroute('**/assets/*.js');
  const releaseAgain = await holdScripts(page);
  await page.goto('/dashboard/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  expect(await hydrated(page)).toBe(false);
  releaseAgain();
});

test('what a visitor typed while the JavaScript was loading is kept and used by the form', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full Name').fill('Typed Early');
  await form.getByRole('textbox', { name: 'Message' }).fill('Typed before React took over');
  expect(await hydrated(page)).toBe(false);
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('early@example.org');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Only the field left empty is reported: React took the early values as its own.
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await expect(form.getByText('Message is required')).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toHaveValue('Typed Early');
});

test("scroll positions are kept as React Router keeps them, though the page's scroll script waits for the boot to key the entry", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/about');
  // Before the boot, the page touched neither the history entry nor the stored positions.
  expect(await page.evaluate(() => history.state)).toBeNull();
  await page.mouse.move(50, 50);
  await page.mouse.move(60, 60);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const key = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
  expect(key).toMatch(/^\w{4,}$/);

  // React Router restores the position on the way back, under the entry's key.
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);
  // Clicked where it is, not scrolled to first as a pointer's click would be.
  await page.locator('footer a[href="/contact"]').evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);
  expect(await page.evaluate(() => (history.state as { key?: string }).key)).toBe(key);

  // Reloaded, the page's own script puts it back, React held back meanwhile.
  await page.evaluate(() => window.scrollTo(0, 450));
  await page.waitForFunction(() => Math.abs(window.scrollY - 450) < 2);
  const release = await holdScripts(page);
  // Until the held files arrive, the page's load event waits for them.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => Math.abs(window.scrollY - 450) < 2);
  expect(await hydrated(page)).toBe(false);
  release();
  await page.mouse.move(70, 70);
  await page.mouse.move(80, 80);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(450);
});
