import AxeBuilder from '@axe-core/playwright';
import { bootPage, expect, type Page, test } from './fixtures';
import { E2E_ADMIN } from '../../playwright.config';

export { E2E_ADMIN };

/** Signs in through the login form, as a member of staff would. */
export async function signIn(page: Page) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  // Whichever way the form went (script or, if it was quicker, a plain post and a new
  // page), the dashboard is ready for clicks before the test goes on.
  await bootPage(page);
}

/**
 * Opens the dashboard's sidebar where it is collapsed behind a button (narrower than
 * Tailwind's md, 768 px). Decided by the viewport, not by whether the button is visible
 * yet: that check could run before the screen had drawn it and leave the sidebar shut.
 */
export async function openAdminMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Open admin menu' }).click();
}

/**
 * axe finds no violation on the page as it is now. The desktop project checks every page
 * its specs visit; on the phone project a call runs only with `phone: true`: where the
 * phone's markup differs (the menu, stacked tables, the cart bar) and in the specs that run
 * on the phone only (PHONE_JOURNEYS in playwright.config.ts). Elsewhere it is the same
 * document, and an axe pass costs seconds of CPU on these two-core machines.
 */
export async function expectNoAxeViolations(page: Page, { phone = false }: { phone?: boolean } = {}) {
  if (test.info().project.name === 'phone' && !phone) return;
  // A page without frames is checked in axe's legacy mode: the same rules on the same
  // document, run in the page itself. Its default mode opens a blank page of its own to
  // gather the results: half of each check's CPU (2.3 s of 4.6, docs/performance.md, issue
  // 38.6). A page with a frame keeps the default mode, which also checks a cross-origin frame.
  const results = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
