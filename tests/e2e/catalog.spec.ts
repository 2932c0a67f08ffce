import { type Page, expect, test } from './fixtures';
import { main, addButton, cart, openCart, openCatalog } from './catalog-helpers';
import { expectNoAxeViolations } from './helpers';

/** A client-side navigation (the route's browser loader runs, as after a link click). */
async function navigate(page: Page, to: string) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );
}

/** Gifts on a page of the catalogue. */
const PAGE_SIZE = 24;

/** Other tests add and remove gifts on the shared server: count the cards the first page has now. */
async function giftCount(page: Page) {
  const res = await page.request.get('/api/catalog?pageSize=1');
  return Math.min(PAGE_SIZE, ((await res.json()) as { total: number }).total);
}

test('the catalogue is rendered on the server, a page of gift cards', async ({ page }) => {
  const res = await page.goto('/catalog');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Catalog' })).toBeVisible();
  const card = main(page).getByRole('article').filter({ hasText: 'Goat for a Family' });
  await expect(card.getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();
  await expect(card.getByText('$60.00')).toBeVisible();
  await expect(card.getByText('A goat brings milk')).toBeVisible();
  await expect(card.getByText('community')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0); // decorative image (alt="") beside the name
  await expect(card.locator('img')).toHaveAttribute('srcset', /320w.*640w.*1200w/);
  await expect(main(page).getByRole('article')).toHaveCount(await giftCount(page));
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 0 items, total $0.00');
  await expectNoAxeViolations(page);
});

test('the grid has 1, 2, 3 or 4 columns by width', async ({ page }) => {
  await openCatalog(page);
  const columns = async () =>
    main(page)
      .locator('ul.grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  for (const [width, n] of [
    [360, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await columns(), `${width}px`).toBe(n);
  }
});

test('search keeps the gifts whose name holds the text, in any case, and says when none does', async ({ page }) => {
  await openCatalog(page);
  const search = page.getByRole('searchbox', { name: 'Search gifts' });
  await search.fill('SCHOOL');
  await expect(main(page).getByRole('article')).toHaveCount(2);
  await search.fill('ool unif');
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(main(page).getByRole('heading', { name: 'School Uniform' })).toBeVisible();
  await search.fill('zzz');
  await expect(page.getByRole('heading', { name: 'No gifts found' })).toBeVisible();
  // The search box stays in view while scrolling (once the gifts are back: scrolled on
  // the short "No gifts found" page, the browser would keep the footer in view).
  await search.fill('');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect(search).toBeInViewport();
});

test('a linked search longer than the API takes, or with a NUL, searches for its first 200 characters', async ({
  page,
}) => {
  const long = `uniform ${'z'.repeat(201)}`; // 209 characters: the API takes 200
  await page.goto(`/catalog?${new URLSearchParams({ q: long })}`);
  const search = page.getByRole('searchbox', { name: 'Search gifts' });
  await expect(page.getByRole('heading', { name: 'No gifts found' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await expect(search).toHaveAttribute('maxlength', '200');
  await expect(search).toHaveValue(long.slice(0, 200));

  await page.goto('/catalog?q=school%20uniform%00');
  await expect(main(page).getByRole('heading', { name: 'School Uniform' })).toBeVisible();
  await expect(search).toHaveValue('school uniform');
});

test('the cart shows the same gift twice as a count, the total, lets one go, and survives a reload', async ({
  page,
}) => {
  await openCatalog(page);
  await addButton(page, 'Goat for a Family').click();
  await addButton(page, 'Goat for a Family').click();
  await addButton(page, 'Mosquito Net').click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 3 items, total $129.00');
  await expect(page.getByRole('status').filter({ hasText: 'Mosquito Net was added to your cart.' })).toBeAttached();
  await expect(cart(page).getByRole('heading')).toHaveText('Your Cart (3)');
  await openCart(page);
  // One line per gift, a repeated one with its count.
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await expect(cart(page).getByRole('listitem').first()).toContainText('Goat for a Family× 2$120.00');
  await expect(cart(page)).toContainText('$129.00');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 3 items, total $129.00');
  await openCart(page);
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);

  await cart(page).getByRole('button', { name: 'Remove one Goat for a Family from the cart' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 2 items, total $69.00');
  await cart(page).getByRole('button', { name: 'Remove Mosquito Net from the cart' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $60.00');
  await page.reload();
  await openCart(page);
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(cart(page).getByRole('listitem')).toHaveText('Goat for a Family$60.00×');
  await expect(cart(page).getByRole('listitem')).toHaveAttribute('data-count', '1');
});

test("a kept cart takes today's prices and names, and loses a gift no longer offered", async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'Goat for a Family').click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $60.00');
  // As if kept from a visit before the price (and the catalogue) changed.
  await page.evaluate(() => {
    const [goat] = JSON.parse(localStorage.getItem('giftCart') ?? '[]') as Record<string, unknown>[];
    const gone = { ...goat, id: 'a-gift-since-removed', name: 'Old Gift', price: 999 };
    localStorage.setItem('giftCart', JSON.stringify([{ ...goat, price: 1, name: 'Old Name' }, gone]));
  });
  await page.reload();
  await openCart(page);
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $60.00');
  await expect(cart(page)).toContainText('Goat for a Family');
  await expect(cart(page)).not.toContainText('Old');
});

test('the cart list scrolls past a fixed height; on a phone it is a slim bar that expands', async ({ page }) => {
  await openCatalog(page);
  const names = ['Mosquito Net', 'Goat for a Family', 'School Uniform', 'Fruit Tree Seedlings', 'Family Food Basket'];
  for (const name of names) await addButton(page, name).click();
  await addButton(page, 'Mosquito Net').click();
  const bar = cart(page);
  const show = bar.getByRole('button', { name: 'Show items' });
  if (await show.isVisible()) {
    // Slim: the heading, the total and the checkout button only, a small part of the screen.
    const { height } = (await bar.boundingBox())!;
    expect(height).toBeLessThan(150);
    await expect(page.getByTestId('cart-lines')).toBeHidden();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(bar.getByRole('button', { name: 'Hide items' })).toHaveAttribute('aria-expanded', 'true');
  }
  const list = page.getByTestId('cart-lines');
  await expect(list).toBeVisible();
  const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await expect(cart(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeInViewport();
});

test('a failing catalogue shows Oops! Something went wrong, and Try Again reloads the page', async ({ page }) => {
  await page.goto('/blog');
  await page.route(/\/api\/catalog(\?.*)?$/, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await navigate(page, '/catalog');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('Failed to fetch catalog from all endpoints. Last error: HTTP error! status: 500'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(/\/api\/catalog(\?.*)?$/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(main(page).getByRole('article')).toHaveCount(await giftCount(page));
});

test('an unexpected answer is an error; invalid items are dropped with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/blog');
  await page.route(/\/api\/catalog(\?.*)?$/, (route) => route.fulfill({ json: { items: [] } }));
  await navigate(page, '/catalog');
  await expect(
    page.getByText('Failed to fetch catalog from all endpoints. Last error: Unexpected API response format...'),
  ).toBeVisible();

  await page.route(/\/api\/catalog(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        gifts: [
          { _id: 'g1', name: 'Chalk Box', price: '4.5' },
          { name: 'No id', price: 3 },
          { id: 'g3', name: 'No price' },
        ],
      },
    }),
  );
  await navigate(page, '/blog');
  await navigate(page, '/catalog');
  const card = main(page).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$4.50');
  await expect(card).toContainText('A meaningful gift that makes a real difference');
  await expect(card).toContainText('Gift');
  expect(warnings.filter((w) => w.includes('Dropping a catalogue item'))).toHaveLength(2);
});

test('the loading state shows while the catalogue is fetched', async ({ page }) => {
  await page.goto('/blog');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/catalog(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await navigate(page, '/catalog');
  await expect(page.getByRole('status').filter({ hasText: 'Loading amazing gifts...' })).toBeVisible();
  release();
  await expect(main(page).getByRole('article')).toHaveCount(await giftCount(page));
});

test('a page in another language fetches the gifts in that language', async ({ page, request }) => {
  const french = (
    (await (await request.get('/api/catalog', { headers: { 'accept-language': 'fr' } })).json()) as {
      data: { name: string }[];
    }
  ).data;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/catalog') asked.push(r.headers()['accept-language'] ?? '');
  });
  await page.goto('/blog?lang=fr');
  await navigate(page, '/catalog');
  await expect(main(page).getByRole('heading', { level: 2, name: french[0]!.name })).toBeVisible();
  expect(asked).toEqual(['fr']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gifts are in the page and the search works as a form', async ({ page }) => {
    await page.goto('/catalog');
    await expect(main(page).getByRole('article')).toHaveCount(await giftCount(page));
    await page.getByRole('searchbox', { name: 'Search gifts' }).fill('goat');
    await page.getByRole('searchbox', { name: 'Search gifts' }).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=goat$/);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('heading', { name: 'Goat for a Family' })).toBeVisible();
  });
});
