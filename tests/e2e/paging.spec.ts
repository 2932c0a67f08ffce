import { type APIRequestContext, type Page, bootPage, expect, test } from './fixtures';
import { LIVE_PORT } from '../../playwright.config';
import { addButton, cart, main, openCart } from './catalog-helpers';
import { expectNoAxeViolations, signIn } from './helpers';

/*
 * Paged lists (decision 009) on a blog and a catalogue longer than a page. The records
 * are added to the second e2e site (its own database): on the main one they would push
 * the demo gifts and posts other specs look for off the first page while those run.
 * Newest first, so the demo content ends up on page 2.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const tag = `P${Date.now().toString(36)}`;
const created: { gifts: string[]; posts: string[] } = { gifts: [], posts: [] };
let admin: Page;
/** The list's page links (the footer's nav is also named "Pages"). */
const pager = (page: Page) => main(page).getByRole('navigation', { name: 'Pages' });

async function add(request: APIRequestContext, path: string, fields: Record<string, string>) {
  const res = await request.post(path, { multipart: fields });
  expect(res.status(), path).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test.beforeAll(async ({ browser }) => {
  // With JavaScript whichever test starts the file (the runner gives a new page that test's options).
  admin = await browser.newPage({ baseURL: `http://127.0.0.1:${LIVE_PORT}`, javaScriptEnabled: true });
  await signIn(admin);
  // 24 gifts (a whole public page) and 21 posts (more than a page, public or dashboard).
  for (let i = 1; i <= 24; i++)
    created.gifts.push(
      await add(admin.request, '/api/add/catalog', {
        name: `${tag} Gift ${i}`,
        description: 'Paging check',
        price: '3',
        category: 'other',
        quantity: '1',
      }),
    );
  for (let i = 1; i <= 21; i++)
    created.posts.push(
      await add(admin.request, '/api/add/blog', {
        title: `${tag} Post ${i}`,
        excerpt: 'Paging check',
        content: '<p>Paging check</p>',
        category: 'News',
        type: 'article',
        tags: '',
        videoId: '',
      }),
    );
});

test.afterAll(async () => {
  for (const id of created.gifts) await admin.request.delete(`/api/catalog/${id}`);
  for (const id of created.posts) await admin.request.delete(`/api/blog/${id}`);
  await admin.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog and the catalogue reach page 2 by their links, and the search finds a gift on any page', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(main(page).getByRole('article')).toHaveCount(12);
    await expect(main(page).getByText('A New Classroom Opens in Kinigi')).toHaveCount(0);
    await expect(pager(page)).toContainText('Page 1 of');
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(pager(page)).toContainText('Page 2 of');
    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.goto('/catalog');
    await expect(main(page).getByRole('article')).toHaveCount(24);
    await expect(main(page).getByRole('heading', { name: 'Goat for a Family' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/catalog\?page=2$/);
    await expect(main(page).getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search gifts' }).fill('goat');
    await page.getByRole('searchbox', { name: 'Search gifts' }).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=goat$/);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();
  });
});

test('the search finds a gift beyond the first page as one types; the cart keeps it on any page', async ({ page }) => {
  await page.goto('/catalog');
  await expect(main(page).getByRole('article')).toHaveCount(24);
  const search = page.getByRole('searchbox', { name: 'Search gifts' });
  await search.fill('GOAT');
  await expect(page).toHaveURL(/\/catalog\?q=GOAT$/);
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(search).toBeFocused();
  await addButton(page, 'Goat for a Family').click();
  await search.fill(`${tag} gift 1`);
  await expect(main(page).getByRole('article')).toHaveCount(11); // 1, 10-19
  await search.fill('zzz-no-such-gift');
  await expect(page.getByRole('heading', { name: 'No gifts found' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept with an old price, the goat (not on page 1) takes today's from the catalogue.
  await page.evaluate(() => {
    const [goat] = JSON.parse(localStorage.getItem('giftCart') ?? '[]') as Record<string, unknown>[];
    localStorage.setItem('giftCart', JSON.stringify([{ ...goat, price: 1, name: 'Old Name' }]));
  });
  await page.goto('/catalog');
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $60.00');
  await openCart(page);
  await expect(cart(page)).toContainText('Goat for a Family');
});

test('the dashboard asks the server for a page, with its search and category', async () => {
  // A page of its own (not the fixture's): it waits for the dashboard to boot itself.
  await admin.goto('/dashboard/viewcatalog');
  await bootPage(admin);
  const products = admin.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('listitem')).toHaveCount(20);
  await admin.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]page=2/);
  await expect(products.getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();
  // Name or description (the goat's says milk), over every gift; the category exactly.
  await admin.getByRole('searchbox', { name: 'Search products' }).fill('MILK');
  await expect(admin).toHaveURL(/[?&]q=MILK/);
  await expect(admin).not.toHaveURL(/page=/);
  await expect(products.getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Filter by category' }).selectOption('education');
  await expect(admin.getByRole('heading', { name: 'No gift matches your search.' })).toBeVisible();
  // A page past the end (an old link) shows the last page, not an empty catalogue.
  await admin.goto('/dashboard/viewcatalog?page=99');
  await expect(products.getByRole('listitem').first()).toBeVisible();

  await admin.goto('/dashboard/viewblog');
  await bootPage(admin);
  const posts = admin.getByRole('list', { name: 'Blog posts' });
  await expect(posts.getByRole('listitem')).toHaveCount(20);
  await admin.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]page=2/);
  await expect(posts.getByRole('heading', { name: 'A New Classroom Opens in Kinigi' })).toBeVisible();
});
