import { type Page, type Request, expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

const main = (page: Page) => page.getByRole('main');
const addButton = (page: Page, name: string) => main(page).getByRole('button', { name: `Add to cart: ${name}` });
const cart = (page: Page) => page.getByRole('complementary', { name: /^Your Cart/ });
const checkout = (page: Page) => page.getByRole('dialog', { name: 'Checkout' });

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

/** Waits for hydration, so clicks reach React. */
async function openCatalog(page: Page) {
  await page.goto('/catalog');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

function orderRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') seen.push(r);
  });
  return seen;
}

/** Other tests add and remove gifts on the shared server: count what is there now. */
async function giftCount(page: Page) {
  const res = await page.request.get('/api/catalog');
  return ((await res.json()) as { data: unknown[] }).data.length;
}

test('the catalogue is rendered on the server with every gift card', async ({ page }) => {
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
  // The search box stays in view while scrolling.
  await search.fill('');
  await page.mouse.wheel(0, 2000);
  await expect(search).toBeInViewport();
});

test('the cart counts the same gift twice, shows the total, lets a line go, and survives a reload', async ({
  page,
}) => {
  await openCatalog(page);
  await addButton(page, 'Goat for a Family').click();
  await addButton(page, 'Goat for a Family').click();
  await addButton(page, 'Mosquito Net').click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 3 items, total $129.00');
  await expect(page.getByRole('status').filter({ hasText: 'Mosquito Net was added to your cart.' })).toBeAttached();
  await expect(cart(page).getByRole('heading')).toHaveText('Your Cart (3)');
  await expect(cart(page).getByRole('listitem')).toHaveCount(3);
  await expect(cart(page)).toContainText('$129.00');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 3 items, total $129.00');
  await expect(cart(page).getByRole('listitem')).toHaveCount(3);

  await cart(page).getByRole('button', { name: 'Remove Mosquito Net from the cart' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 2 items, total $120.00');
  await page.reload();
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
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
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $60.00');
  await expect(cart(page)).toContainText('Goat for a Family');
  await expect(cart(page)).not.toContainText('Old');
});

test('the cart list scrolls past a fixed height', async ({ page }) => {
  await openCatalog(page);
  for (let i = 0; i < 8; i++) await addButton(page, 'Mosquito Net').click();
  const list = page.getByTestId('cart-lines');
  const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await expect(cart(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeInViewport();
});

test('checkout: two steps with ← Back, the fields of each method, and closing resets it', async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'School Uniform').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Order total: $18.00');
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: /Credit \/ Debit Card/ }).click();
  const cardNumber = dialog.getByLabel('Card number');
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAttribute('maxlength', '19');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveAttribute('maxlength', '5');
  await expect(dialog.getByLabel('CVV')).toHaveAttribute('maxlength', '4');
  await cardNumber.fill('4242 4242 4242 4242 999');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');

  await dialog.getByRole('button', { name: '← Back' }).click();
  await dialog.getByRole('button', { name: /Mobile Money/ }).click();
  const provider = dialog.getByLabel('Mobile money provider');
  await expect(provider.locator('option')).toHaveText(['MTN', 'Airtel', 'Tigo']);
  await expect(dialog.getByLabel('Phone number')).toBeVisible();
  await expect(dialog.getByLabel('PIN')).toHaveAttribute('maxlength', '4');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: '← Back' }).click();
  await dialog.getByRole('button', { name: /Airtime/ }).click();
  await expect(dialog.getByLabel('Airtime network').locator('option')).toHaveText(['MTN', 'Airtel']);
  await dialog.getByLabel('Phone number').fill('0788000111');

  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await expect(dialog).toBeHidden();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  await dialog.getByRole('button', { name: /Airtime/ }).click();
  await expect(dialog.getByLabel('Phone number')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('paying by card waits, records the order once, clears the cart and says so', async ({ page, request }) => {
  const gifts = ((await (await request.get('/api/catalog')).json()) as { data: { _id: string; name: string }[] }).data;
  const requests = orderRequests(page);
  await openCatalog(page);
  await addButton(page, 'School Uniform').click();
  await addButton(page, 'School Uniform').click();
  await addButton(page, 'Mosquito Net').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Credit \/ Debit Card/ }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Grace Uwimana');
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Payment successful! Your order has been processed.')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  await expect(dialog).toBeHidden();
  await expect(cart(page)).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 0 items, total $0.00');

  expect(requests).toHaveLength(1);
  expect(requests[0]!.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  const uniform = gifts.find((g) => g.name === 'School Uniform')!._id;
  const net = gifts.find((g) => g.name === 'Mosquito Net')!._id;
  expect(requests[0]!.postDataJSON()).toEqual({
    items: [uniform, uniform, net],
    paymentMethod: 'card',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123', cardName: 'Grace Uwimana' },
  });
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 0 items');
});

test('paying by mobile money sends the provider, phone and PIN', async ({ page }) => {
  const requests = orderRequests(page);
  await openCatalog(page);
  await addButton(page, 'Fruit Tree Seedlings').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Mobile Money/ }).click();
  await dialog.getByLabel('Mobile money provider').selectOption('airtel');
  await dialog.getByLabel('Phone number').fill('0733123456');
  await dialog.getByLabel('PIN').fill('2468');
  await dialog.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(page.getByText('Payment successful! Your order has been processed.')).toBeVisible();
  expect(requests[0]!.postDataJSON()).toMatchObject({
    paymentMethod: 'mobile',
    paymentDetails: { provider: 'airtel', phone: '0733123456', pin: '2468' },
  });
});

test('a declined card is shown in the dialog and the cart is kept', async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'Mosquito Net').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Credit \/ Debit Card/ }).click();
  await dialog.getByLabel('Card number').fill('4000000000000002');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Grace Uwimana');
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The payment could not be completed');
  await expect(alert).toContainText('Your card was declined. Please check the details or use another card.');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000000000000002');
  await expect(page.getByText('Payment successful!')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $9.00');
});

test('a network failure at checkout is shown', async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'Mosquito Net').click();
  await page.route('**/api/orders', (route) => route.abort('internetdisconnected'));
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Airtime/ }).click();
  await dialog.getByLabel('Phone number').fill('0788123456');
  await dialog.getByLabel('PIN').fill('1234');
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
  await expect(dialog.getByRole('alert')).toContainText('We could not reach the server.');
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
