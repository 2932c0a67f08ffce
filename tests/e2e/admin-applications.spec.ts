import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Volunteer applications submitted through the public API, then handled in the dashboard. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apply(request: APIRequestContext, firstName: string, lastName: string, skillId = '') {
  const res = await request.post('/api/add/application', {
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
      phone: '+250 788 555 123',
      country: 'Rwanda',
      skillsInterests: skillId,
      availabilityDate: '2027-02-15',
    },
  });
  expect(res.status()).toBe(201);
}

async function firstSkill(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/availability')).json()) as { data: { _id: string; name: string }[] };
  return data[0]!;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search applications' });
const rows = (page: Page, isMobile: boolean) =>
  isMobile
    ? page.getByRole('list', { name: 'Volunteer applications' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Volunteer applications' }).locator('tbody tr');
const total = async (page: Page) =>
  ((await (await page.request.get('/api/application?pageSize=1')).json()) as { total: number }).total;

/** The applications sent with `tag` (their last name), as the API lists them. */
async function applicationsTagged(page: Page, tag: string) {
  const { data } = (await (await page.request.get(`/api/application?q=Tag${tag}`)).json()) as {
    data: { _id: string; firstName: string; lastName: string }[];
  };
  return data.filter((a) => a.lastName === `Tag${tag}`);
}

test('applications are counted, searched, sorted, viewed and deleted', async ({ page, request, isMobile }) => {
  const tag = unique();
  const skill = await firstSkill(request);
  await apply(request, 'Zawadi', `Tag${tag}`, skill._id);
  await apply(request, 'Amani', `Tag${tag}`);

  await signIn(page);
  await page.goto('/dashboard/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByTestId('applications-total')).toHaveText(`${await total(page)} Total Applications`);
  await expect(search(page)).toHaveAttribute('placeholder', 'Search by name, email, skills, or interests...');

  await search(page).fill(`tag${tag}`);
  await expect(page).toHaveURL(new RegExp(`q=tag${tag}`));
  await expect(rows(page, isMobile)).toHaveCount(2);
  await expect(rows(page, isMobile).first()).toContainText('Amani'); // Newest First
  await expect(page.getByText(new RegExp(`^Showing 2 of ${await total(page)} applications$`))).toBeVisible();

  // The skills text is searched too (the newest with that skill come first).
  await search(page).fill(skill.name);
  await expect(rows(page, isMobile).filter({ hasText: `Zawadi Tag${tag}` })).toHaveCount(1);
  await search(page).fill(`Tag${tag}`);
  // Typed text reaches the address 300 ms later: wait for it, not only for the rows (the
  // lower-case search above already showed the same two).
  await expect(page).toHaveURL(new RegExp(`q=Tag${tag}`));
  await expect(rows(page, isMobile)).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name A-Z' });
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows(page, isMobile).first()).toContainText('Amani');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest First' });
  await expect(rows(page, isMobile).first()).toContainText('Zawadi');

  // A reload keeps search and sort.
  await page.reload();
  await expect(search(page)).toHaveValue(`Tag${tag}`);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');
  await expect(rows(page, isMobile)).toHaveCount(2);
  await expectNoAxeViolations(page, { phone: true });

  // The details modal.
  await page.getByRole('button', { name: `View the application of Zawadi Tag${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog).toBeVisible();
  for (const text of [`Zawadi Tag${tag}`, `zawadi.tag${tag}@example.org`, '+250 788 555 123', 'Rwanda', skill.name])
    await expect(dialog).toContainText(text);
  await expect(dialog).toContainText(/Feb(ruary)? 15, 2027/);
  await expectNoAxeViolations(page, { phone: true });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Delete one, confirming.
  let confirmText = '';
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: `Delete the application of Amani Tag${tag}` }).click();
  await expect(rows(page, isMobile)).toHaveCount(1);
  expect(confirmText).toBe('Are you sure you want to delete this application? This action cannot be undone.');
  expect((await applicationsTagged(page, tag)).map((a) => a.firstName)).toEqual(['Zawadi']);

  // Clear Filters empties the search and the sort.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('no match says so; Refresh reloads the list; a failed delete says so', async ({ page, request, isMobile }) => {
  await signIn(page);
  await page.goto('/dashboard/applications?q=no-such-applicant-anywhere');
  await expect(page.getByText('No applications found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();

  // The server searches: an application sent after the search was read shows after Refresh.
  const tag = unique();
  await search(page).fill(`Tag${tag}`);
  await expect(page).toHaveURL(new RegExp(`q=Tag${tag}`));
  await expect(page.getByText('No applications found')).toBeVisible();
  await apply(request, 'Refresh', `Tag${tag}`);
  await expect(rows(page, isMobile)).toHaveCount(0); // not read yet
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows(page, isMobile)).toHaveCount(1);

  // The screen's action calls the API: the application is gone before the click, and the API refuses.
  const [gone] = await applicationsTagged(page, tag);
  expect((await page.request.delete(`/api/application/${gone!._id}`)).status()).toBe(200);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete the application of Refresh Tag${tag}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Failed to delete application. Please try again.' }),
  ).toBeVisible();
  await expect(rows(page, isMobile)).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Delete is a plain post asked on the page, then done; a refused one says so with its status', async ({
    page,
    request,
  }) => {
    const tag = unique();
    await apply(request, 'Plain', `Tag${tag}`);
    await signIn(page);
    await page.goto(`/dashboard/applications?q=Tag${tag}`);
    // Without a script the confirmation is asked on the page, in the browser dialog's words.
    await page.getByRole('button', { name: `Delete the application of Plain Tag${tag}` }).click();
    const asked = page.getByRole('status').filter({ hasText: 'Are you sure you want to delete this application?' });
    await expect(asked).toContainText(`Plain Tag${tag}`);
    expect(await applicationsTagged(page, tag)).toHaveLength(1);
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application deleted.' })).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(page.getByText('No applications found')).toBeVisible();
    expect(await applicationsTagged(page, tag)).toEqual([]);
    const again = await page.request.post('/dashboard/applications', {
      form: { intent: 'remove', id: '00000000-0000-4000-8000-000000000000', confirmed: 'yes' },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Failed to delete application. Please try again.');
    expect((await page.request.post('/dashboard/applications', { form: { intent: 'archive' } })).status()).toBe(400);
  });
});
