import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signIn } from './helpers';

/**
 * The dashboard's messages and applications are read from the server a page (20) at a
 * time (decision 009): a search finds a record on any page, not only the one shown.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function sendMessage(request: APIRequestContext, name: string, message: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.org`;
  const res = await request.post('/api/contact', {
    data: { fullname: name, email, phoneNumber: '', subject: 'Paging', message },
  });
  expect(res.status()).toBe(201);
}

async function apply(request: APIRequestContext, firstName: string, lastName: string) {
  const res = await request.post('/api/add/application', {
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
      phone: '',
      country: 'Rwanda',
      skillsInterests: '',
      availabilityDate: '2027-03-01',
    },
  });
  expect(res.status()).toBe(201);
}

test('messages: a search finds a message past the first page; the pages come from the server', async ({
  page,
  request,
}) => {
  const tag = unique();
  await sendMessage(request, `Faraway ${tag}`, `The needle-${tag} is in here`);
  for (let i = 0; i < 21; i++) await sendMessage(request, `Filler${i} ${tag}`, 'Newer news');
  const list = page.getByRole('list', { name: 'Messages' }).getByRole('link');
  const faraway = list.filter({ hasText: `Faraway ${tag}` });

  await signIn(page);
  await page.goto('/dashboard/viewmessage');
  await expect(list).toHaveCount(20);
  await expect(faraway).toHaveCount(0);
  await expect(pager(page)).toContainText(/Page 1 of \d+/);

  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill(`needle-${tag}`);
  await expect(page).toHaveURL(new RegExp(`q=needle-${tag}`));
  await expect(list).toHaveCount(1);
  await expect(faraway).toHaveCount(1);

  await search.fill(tag);
  await expect(page.getByText('22 messages')).toBeVisible();
  await expect(list).toHaveCount(20);
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(list).toHaveCount(2);
  await expect(faraway).toHaveCount(1);

  // An old link past the end shows the last page.
  await page.goto(`/dashboard/viewmessage?q=${tag}&page=9`);
  await expect(pager(page)).toContainText('Page 2 of 2');
  await expect(faraway).toHaveCount(1);
});

test('a search longer than the API takes, or with a NUL, searches for its beginning on every screen', async ({
  page,
  request,
}) => {
  const tag = unique();
  const word = `Longword${tag}${'x'.repeat(200)}`; // longer than the 200 characters the API takes
  await sendMessage(request, `Longsearch ${tag}`, `About ${word} and more`);
  await apply(request, 'Longsearch', `L${tag}`);
  await signIn(page);

  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('link');
  const messageSearch = page.getByRole('searchbox', { name: 'Search messages' });
  await page.goto(`/dashboard/viewmessage?${new URLSearchParams({ q: `${word}${'y'.repeat(40)}` })}`);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  await expect(messages.filter({ hasText: `Longsearch ${tag}` })).toHaveCount(1);
  await expect(messageSearch).toHaveAttribute('maxlength', '200');
  await expect(messageSearch).toHaveValue(word.slice(0, 200));
  await page.goto(`/dashboard/viewmessage?q=Longsearch%20${tag}%00`);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();

  await page.goto(`/dashboard/applications?q=${'z'.repeat(250)}`);
  await expect(page.getByRole('heading', { name: 'Error Loading Applications' })).toHaveCount(0);
  await expect(page.getByText('No applications found')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveAttribute('maxlength', '200');
  await page.goto(`/dashboard/applications?q=L${tag}%00`);
  await expect(page.getByRole('row').filter({ hasText: `L${tag}` })).toHaveCount(1);

  await page.goto(`/dashboard/viewcatalog?q=goat%00${'z'.repeat(250)}`);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('maxlength', '200');
  await expect(page.getByText('No gift matches your search.')).toBeVisible();
  await page.goto('/dashboard/viewcatalog?q=goat%00');
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: 'Goat for a Family' }),
  ).toBeVisible();

  await page.goto(`/dashboard/sponsor?q=${'z'.repeat(250)}`);
  await expect(page.getByRole('searchbox', { name: 'Search children' })).toHaveAttribute('maxlength', '100');
});

test('applications: search and Name A-Z are the server’s, over every page; deleting the last page’s rows shows the last page left', async ({
  page,
  request,
}) => {
  const tag = unique();
  const last = `Tag${tag}`;
  await apply(request, 'Faraway', last);
  for (let i = 0; i < 21; i++) await apply(request, `Filler${String(i).padStart(2, '0')}`, last);
  const rows = page.getByRole('table', { name: 'Volunteer applications' }).locator('tbody tr');
  const faraway = rows.filter({ hasText: `Faraway ${last}` });

  await signIn(page);
  await page.goto('/dashboard/applications');
  await expect(rows).toHaveCount(20);
  await expect(faraway).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search applications' });
  await search.fill(`faraway.${last.toLowerCase()}@`);
  await expect(page).toHaveURL(/q=faraway/);
  await expect(rows).toHaveCount(1);
  await expect(faraway).toHaveCount(1);

  await search.fill(last);
  await expect(page).toHaveURL(new RegExp(`q=${last}`));
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/^Showing 20 of \d+ applications$/)).toBeVisible();
  await expect(faraway).toHaveCount(0); // the oldest: on page 2
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name A-Z' });
  await expect(rows.first()).toContainText(`Faraway ${last}`);
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows).toContainText([`Filler19 ${last}`, `Filler20 ${last}`]);

  // Both rows of page 2 deleted: the list shows the page that is now the last.
  page.on('dialog', (d) => void d.accept());
  for (const name of [`Filler19 ${last}`, `Filler20 ${last}`]) {
    await page.getByRole('button', { name: `Delete the application of ${name}` }).click();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(`Faraway ${last}`);
  await expect(pager(page)).toHaveCount(0);
});
