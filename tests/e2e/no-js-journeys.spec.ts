import { type Page, expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { addChild, isWaiting, planFor, staffAuth } from './no-js-helpers';

/**
 * Issue 30: the money journeys with JavaScript off (Opera Mini's extreme mode, a KaiOS
 * phone, scripts that never arrived). Each ends in the same records as with JavaScript:
 * checked through the staff API. (Donating without JavaScript: donate.spec.ts; a
 * pending mobile payment followed to its end: no-js-live.spec.ts.)
 */

const main = (page: Page) => page.getByRole('main');

test.describe('with JavaScript', () => {
  test('the child’s page, the cart and the checkout have no accessibility violation', async ({ page, request }) => {
    const id = await addChild(request, `Axe Child ${Date.now()}`);
    await page.goto(`/sponsorship/${id}`);
    await expectNoAxeViolations(page, { phone: true });
    await page.goto('/catalog');
    await main(page)
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    // With JavaScript, docs/product.md's in-page cart as before.
    await expect(page.getByRole('complementary', { name: /^Your Cart/ })).toBeVisible();
    const gift = await main(page).locator('input[name="giftId"]').first().inputValue();
    // The server's cart (a visitor without JavaScript) through the same form post.
    await page.request.post('/cart', { form: { intent: 'add', giftId: gift } });
    await page.goto('/cart');
    await expect(page.getByTestId('server-cart').locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page, { phone: true });
    await page.goto('/cart/checkout');
    await expectNoAxeViolations(page, { phone: true });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Sponsor Now is a real link to the child’s own page', async ({ page }) => {
    await page.goto('/sponsorship');
    const link = main(page)
      .getByRole('link', { name: /^Sponsor Now/ })
      .first();
    await expect(link).toHaveAttribute('href', /^\/sponsorship\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(/\/sponsorship\/[0-9a-f-]{36}$/);
    await expect(main(page).getByRole('button', { name: 'Complete Sponsorship' })).toBeVisible();
  });

  test('a child is sponsored from their own page: the child leaves the list, the sponsorship and plan exist', async ({
    page,
    request,
  }) => {
    const name = `NoScript Child ${Date.now()}`;
    const id = await addChild(request, name, 20_000);
    await page.goto(`/sponsorship/${id}`);
    await expect(page).toHaveTitle(new RegExp(`^Sponsor ${name} \\|`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Sponsor ${name}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/sponsorship/${id}$`));
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText('9 years old')).toBeVisible();
    await expect(main(page).getByLabel('Amount (Rwf) *')).toHaveValue('20000');

    const form = main(page).getByRole('region', { name: `Sponsor ${name}` });
    await form.getByLabel('Your name *').fill('Grace Uwimana');
    await form.getByLabel('Email *').fill('grace.nojs@example.org');
    await form.getByLabel('Phone number *').fill('0788123456');
    // A declined card: the refusal in the server's words, what was typed kept (never the card).
    await form.getByLabel('Card number *').fill('4000000000000002');
    await form.getByLabel('Expiry date (MM/YY) *').fill('12/30');
    await form.getByLabel('CVV *').fill('123');
    await form.getByLabel('Name on card *').fill('Grace Uwimana');
    await form.getByRole('button', { name: 'Complete Sponsorship' }).click();
    await expect(page).toHaveURL(new RegExp(`/sponsorship/${id}#sponsor-form$`));
    await expect(form.getByRole('alert')).toContainText('Failed to process sponsorship. Please try again.');
    // The answer page opens at the outcome (the form posts to #sponsor-form).
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(form.getByLabel('Your name *')).toHaveValue('Grace Uwimana');
    await expect(form.getByLabel('Card number *')).toHaveValue('');
    expect(await isWaiting(request, id)).toBe(true);

    await form.getByLabel('Card number *').fill('4242424242424242');
    await form.getByLabel('Expiry date (MM/YY) *').fill('12/30');
    await form.getByLabel('CVV *').fill('123');
    await form.getByLabel('Name on card *').fill('Grace Uwimana');
    await form.getByRole('button', { name: 'Complete Sponsorship' }).click();
    await expect(form.getByRole('status')).toContainText(
      `Thank you for sponsoring ${name}! Your monthly payment of Rwf 20,000 via card has been processed.`,
    );
    // What happens next (issue 39 item 11): the e-mail to look for, the next payment, where to manage it.
    await expect(form.getByTestId('sponsorship-next')).toContainText(`“Thank you for sponsoring ${name}”`);
    await expect(form.getByTestId('sponsorship-next')).toContainText('Your next monthly payment is on');
    await expect(form.getByTestId('sponsorship-next')).toContainText('your own page');
    await expect(form.getByRole('status')).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Complete Sponsorship' })).toHaveCount(0);

    // The same records as docs/product.md's dialog makes: off the list, a sponsorship paid, a monthly plan.
    expect(await isWaiting(request, id)).toBe(false);
    const payments = await request.get(`/api/sponsors/${id}/payments`, { headers: await staffAuth(request) });
    const records = ((await payments.json()) as { data: Record<string, unknown>[] }).data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      sponsorName: 'Grace Uwimana',
      sponsorEmail: 'grace.nojs@example.org',
      amount: 20_000,
      paymentFrequency: 'monthly',
      paymentMethod: 'card',
    });
    expect(await planFor(request, id)).toMatchObject({ amount: 20_000, status: 'active' });

    // A shared link to a sponsored child says so, with the way to another child.
    await page.goto(`/sponsorship/${id}`);
    await expect(page.getByTestId('child-sponsored')).toContainText(`${name} already has a sponsor`);
    await expect(main(page).getByRole('button', { name: 'Complete Sponsorship' })).toHaveCount(0);
  });

  test('the child’s page speaks the visitor’s language, and an unknown child is a 404', async ({ page, request }) => {
    const name = `Umwana ${Date.now()}`;
    const id = await addChild(request, name);
    await page.goto(`/sponsorship/${id}?lang=fr`);
    await expect(page).toHaveTitle(new RegExp(`^Parrainer ${name} \\|`));
    await expect(main(page).getByRole('heading', { level: 2, name: `Parrainer ${name}` })).toBeVisible();
    await page.goto(`/sponsorship/${id}?lang=rw`);
    await expect(main(page).getByRole('heading', { level: 2, name: `Tera inkunga ${name}` })).toBeVisible();
    const missing = await page.goto('/sponsorship/00000000-0000-4000-8000-000000000000?lang=en');
    expect(missing?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Child not found' })).toBeVisible();
  });

  test('two gifts are bought through the server’s cart: the order reaches staff with both', async ({
    page,
    request,
  }) => {
    await page.goto('/catalog');
    const gifts = main(page).getByRole('article');
    const first = (await gifts.nth(0).getByRole('heading', { level: 2 }).textContent())!;
    const second = (await gifts.nth(1).getByRole('heading', { level: 2 }).textContent())!;
    await main(page)
      .getByRole('button', { name: `Add to cart: ${first}` })
      .click();
    await expect(page).toHaveURL(/\/cart\?added=/);
    await expect(main(page).getByRole('status')).toHaveText(`${first} was added to your cart.`);
    await main(page).getByRole('link', { name: 'Continue choosing gifts' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await main(page)
      .getByRole('button', { name: `Add to cart: ${second}` })
      .click();
    // A third, taken out again: the cart page's "remove" is a form post too.
    await main(page).getByRole('link', { name: 'Continue choosing gifts' }).click();
    await main(page)
      .getByRole('button', { name: `Add to cart: ${second}` })
      .click();
    const cart = page.getByTestId('server-cart');
    await expect(cart.locator('tbody tr')).toHaveCount(2);
    await cart.getByRole('button', { name: `Remove one ${second} from the cart` }).click();
    await expect(cart.locator('tbody tr').nth(1)).toContainText('1');

    await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout$/);
    const total = (await page.getByTestId('server-cart-total').textContent())!;
    // The dialog's rules: a missing buyer and a bad card are named beside their fields.
    await main(page)
      .getByRole('button', { name: `Pay ${total}` })
      .click();
    await expect(main(page).locator('#checkout-buyerName-error')).toBeVisible();
    await expect(main(page).locator('#checkout-cardNumber-error')).toHaveText('Please enter a valid card number');
    await main(page).getByLabel('Your name').fill('Grace Uwimana');
    await main(page).getByLabel('Your email').fill('grace.gifts@example.org');
    await main(page)
      .getByRole('radio', { name: /^Mobile Money/ })
      .check();
    await main(page).getByLabel('Phone number').fill('0788123456');
    await main(page).getByLabel('PIN').fill('1234');
    await main(page)
      .getByRole('button', { name: `Pay ${total}` })
      .click();
    await expect(page.getByTestId('order-thanks')).toContainText('Payment successful! Your order has been processed.');
    await expect(page.getByTestId('order-thanks')).toContainText('grace.gifts@example.org');
    await expect(page.getByTestId('order-thanks')).toBeInViewport();

    // Staff see one order with both gifts; the cart is empty again.
    const orders = await request.get('/api/orders', { headers: await staffAuth(request) });
    const list = ((await orders.json()) as { data: { buyerEmail: string; items: { name: string }[] }[] }).data;
    const order = list.find((o) => o.buyerEmail === 'grace.gifts@example.org');
    expect(order?.items.map((i) => i.name).sort()).toEqual([first, second].sort());
    await page.goto('/cart');
    await expect(main(page).getByText('Your cart is empty.')).toBeVisible();
  });

  test('a checkout posted twice with its key (a double tap, a resubmit) is one order', async ({ request }) => {
    const gifts = (await (await request.get('/api/catalog?pageSize=1')).json()) as { data: { _id: string }[] };
    const giftId = gifts.data[0]!._id;
    const email = `twice.${Date.now()}@example.org`;
    const form = {
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/30',
      cardCvv: '123',
      cardName: 'Twice Paid',
      buyerName: 'Twice Paid',
      buyerEmail: email,
      idempotencyKey: `e2e-checkout-${Date.now()}`,
    };
    for (let i = 0; i < 2; i++) {
      // The request context keeps the cart's cookie, as a browser does.
      expect((await request.post('/cart', { form: { intent: 'add', giftId } })).status()).toBe(200);
      const res = await request.post('/cart/checkout', { form });
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('Payment successful! Your order has been processed.');
    }
    const orders = await request.get('/api/orders', { headers: await staffAuth(request) });
    const list = ((await orders.json()) as { data: { buyerEmail: string }[] }).data;
    expect(list.filter((o) => o.buyerEmail === email)).toHaveLength(1);
  });

  test('the cart refuses what is not a gift, and its pages are never stored', async ({ page, request }) => {
    const bad = await request.post('/cart', { form: { intent: 'add', giftId: 'not-a-gift' }, maxRedirects: 0 });
    expect(bad.status()).toBe(302);
    expect(bad.headers().location).toMatch(/^\/cart\?problem=unknown/);
    expect(bad.headers()['set-cookie']).toBeUndefined();
    const res = await page.goto('/cart?problem=unknown&lang=fr');
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await expect(main(page).getByRole('alert')).toHaveText('Ce cadeau n’est plus proposé.');
    await expect(main(page).getByText('Votre panier est vide.')).toBeVisible();
  });
});
