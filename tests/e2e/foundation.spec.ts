import { expect, test } from './fixtures';
import { E2E_ADMIN, expectNoAxeViolations, openAdminMenu, signIn } from './helpers';
import { adminSections } from '~/web/features/admin/admin-nav';

test('the home page is served with the public chrome and the newsletter box', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  // On a phone the menu is collapsed (not in the accessibility tree) until opened.
  await expect(page.locator('nav#site-menu[aria-label="Main navigation"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toHaveAttribute(
    'href',
    '/getinvolved',
  );
  await expectNoAxeViolations(page, { phone: true });
});

test('the menu toggles open and closed on a small screen, and is always open on a wide one', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const about = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(toggle).toBeHidden();
  await expect(about).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(about).toBeHidden();
});

test('without JavaScript the phone menu opens, and closes on Escape or a tap outside it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const about = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' });
  await expect(about).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const cross = page.locator('#site-header .menu-icon-cross');
  await expect(cross).toBeHidden();
  await toggle.click();
  await expect(about).toBeVisible();
  await expect(cross).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await toggle.click();
  await expect(about).toBeVisible();
  await page.mouse.click(200, 700); // outside the menu
  await expect(about).toBeHidden();
  await toggle.click();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await context.close();
});

test('pages hydrate under the hashed Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(res?.headers()['content-security-policy']).not.toContain("unsafe-inline'; script");
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
  );
  await page.reload();
  expect(violations).toEqual([]);
});

test('an unknown path shows the 404 screen with HTTP 404', async ({ page }) => {
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Click logo to go home')).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a one-segment unknown path gets the same 404 screen, with the site header and footer', async ({ page }) => {
  // The admin area also lives at `/{admin prefix}/...`: any other first segment is the public 404.
  const res = await page.goto('/events');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Click logo to go home')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/about');
  await page.goto('/events');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a wrong prefix before an admin section is a 404 with the public chrome; the real prefix opens Analysis', async ({
  request,
}) => {
  const res = await request.get('/events/viewcatalog');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('Click logo to go home');
  expect(html).toContain('<footer');

  const robots = await (await request.get('/robots.txt')).text();
  const prefix = [...robots.matchAll(/^Disallow: (\S+)$/gm)]
    .map((m) => m[1]!.replace(/\/$/, ''))
    .find((p) => p !== '/dashboard' && p !== '/api')!;
  const bare = await request.get(prefix, { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe(`${prefix}/analysis`);
});

test('an unknown dashboard address is behind the guard, then a 404 inside the dashboard', async ({ page, request }) => {
  const res = await request.get('/dashboard/no-such-section', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/dashboard/login');

  await signIn(page);
  const inside = await page.goto('/dashboard/no-such-section');
  expect(inside?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // no public header on admin paths
  await page.getByRole('main').getByRole('link', { name: 'Analysis' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});

test('a visitor without a session is sent to the login page by the server', async ({ page, request }) => {
  const res = await request.get('/dashboard/viewmessage', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/dashboard/login');
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByRole('banner')).toHaveCount(0); // no public header on admin paths
});

test('admin code is refused to a browser without a session and served to an admin', async ({ page, request }) => {
  await signIn(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
  );
  const adminChunks = scripts.filter((p) => /\/(layout|analysis)-/.test(p));
  expect(adminChunks.length).toBeGreaterThan(0);
  for (const chunk of adminChunks) {
    const served = await page.request.get(chunk);
    expect(served.status(), chunk).toBe(200);
    // Staff's own: no shared cache may keep it and hand it to a visitor.
    expect(served.headers()['cache-control'], chunk).toBe('private, max-age=31536000, immutable');
    expect((await request.get(chunk)).status(), `${chunk} without a session`).toBe(404);
  }
  // Shared chunks stay public: the framework's and the site's common code (vite.config.ts).
  const shared = scripts.filter((p) => /\/(entry\.client|site)-/.test(p));
  expect(shared).toHaveLength(2);
  for (const chunk of shared) {
    const served = await request.get(chunk);
    expect(served.status(), chunk).toBe(200);
    expect(served.headers()['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
  }
});

test('without JavaScript a refused sign-in keeps the address typed, and the next try signs in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await context.close();
});

test('an admin signs in, sees the admin shell, and logs out', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On a phone the sidebar is collapsed behind a button; on a desktop it is always shown.
  await openAdminMenu(page);
  const sidebar = page.getByRole('complementary', { name: 'Admin navigation' });
  await expect(sidebar.getByText(E2E_ADMIN.email)).toBeVisible();
  // One link per section of the admin area, as the sidebar lists them.
  await expect(sidebar.getByRole('link')).toHaveCount(adminSections.length);
  // Already signed in: the login page goes straight to analysis.
  await page.goto('/dashboard/login');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openAdminMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
});
