import { test, expect } from './fixtures';
import { adminSections } from '~/web/features/admin/admin-nav';
import { screenRoles } from '~/shared/staff-screens';
import { staffRoles, type StaffRole } from '~/shared/staff-roles';
import { E2E_ADMIN } from './helpers';
import { STAFF_PASSWORD, colleague } from './staff-helpers';

/**
 * The dashboard walked as every role, like the API's walk (src/server/staff/auth/roles.test.ts):
 * each screen answers 200 to the roles it admits and 403 to the others, before any of
 * its data is read, and the sidebar lists exactly the admitted screens.
 */
test('every dashboard screen, for every role: its own sections only', async ({ browser, request }) => {
  test.setTimeout(240_000);
  for (const role of staffRoles) {
    const email = role === 'administrator' ? E2E_ADMIN.email : await colleague(request, role);
    const password = role === 'administrator' ? E2E_ADMIN.password : STAFF_PASSWORD;
    const context = await browser.newContext();
    expect((await context.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
    for (const screen of Object.keys(screenRoles) as (keyof typeof screenRoles)[]) {
      const res = await context.request.get(`/dashboard/${screen}`, { maxRedirects: 0 });
      const admitted = (screenRoles[screen] as readonly StaffRole[]).includes(role);
      expect(res.status(), `${role} /dashboard/${screen}`).toBe(admitted ? 200 : 403);
    }
    const page = await context.newPage();
    await page.goto('/dashboard/analysis');
    const links = page.getByRole('complementary', { name: 'Admin navigation' }).getByRole('link');
    const expected = adminSections.filter((s) => (screenRoles[s] as readonly StaffRole[]).includes(role));
    await expect(links).toHaveCount(expected.length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs, role).toEqual(expected.map((s) => `/dashboard/${s}`));
    await context.close();
  }
});
