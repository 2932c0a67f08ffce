import AxeBuilder from '@axe-core/playwright';
import { bootPage, expect, type Page } from './fixtures';
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

/** axe finds no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
