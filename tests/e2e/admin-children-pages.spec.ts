import sharp from 'sharp';
import { expect, test } from './fixtures';
import { E2E_ADMIN, expectNoAxeViolations, signIn } from './helpers';

/**
 * Decision 009: Sponsorship Management asks the server for one page of 20 children, the
 * search and status in the URL applied before the page is cut; a toggle or a delete
 * reloads the page the admin is on. The children are added sponsored, so that the public
 * pages other specs read at the same time do not change.
 */
const tag = `Pagetest ${Date.now()}`;
const added: string[] = [];
let token = '';
const auth = () => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  token = ((await login.json()) as { token: string }).token;
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  for (let i = 1; i <= 21; i++) {
    const res = await request.post('/api/add/sponsors', {
      headers: auth(),
      multipart: {
        name: `${tag} ${String(i).padStart(2, '0')}`,
        age: '9',
        location: `Village ${tag}`,
        story: 'Listed on a page of twenty.',
        needs: '["Books"]',
        monthlySupport: '20000',
        isSponsored: 'true',
        photo: { name: 'p.png', mimeType: 'image/png', buffer: photo },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    added.push(((await res.json()) as { data: { _id: string } }).data._id);
  }
});
test.afterAll(async ({ request }) => {
  for (const id of added) await request.delete(`/api/sponsors/${id}`, { headers: auth() });
});

test('pages of 20, the search and status in the URL, and the current page kept after a change', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/sponsor');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  // The search goes to the server (it finds children on any page) and into the address.
  await page.getByRole('searchbox', { name: 'Search children' }).fill(tag.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(tag.toUpperCase()).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('heading', { name: 'Children List (21)' })).toBeVisible();
  await expect(rows).toHaveCount(20);
  // Newest first: the last one added heads the first page, the first one is alone on the second.
  await expect(rows.first()).toContainText(`${tag} 21`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Page 1 of 2');
  await expectNoAxeViolations(page);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} 01`);

  // The toggle reloads this page, not the first.
  await page.getByRole('button', { name: `Mark ${tag} 01 as available` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as available', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sponsorship status updated!' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Available');
  await expect(page).toHaveURL(/[?&]page=2/);

  // The status filter is applied by the server too, and a reload keeps everything.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('available');
  await expect(page).toHaveURL(/[?&]status=available/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('heading', { name: 'Children List (1)' })).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search children' })).toHaveValue(tag.toUpperCase());
  await page.getByRole('combobox', { name: 'Status' }).selectOption('sponsored');
  await expect(page.getByRole('heading', { name: 'Children List (20)' })).toBeVisible();

  // Nothing matching: said so, not "add your first child".
  await page.getByRole('searchbox', { name: 'Search children' }).fill(`${tag} none`);
  await expect(page.getByText('No child matches your search.')).toBeVisible();
  await expect(page.getByText('No children found. Add your first child to get started.')).toHaveCount(0);
});
