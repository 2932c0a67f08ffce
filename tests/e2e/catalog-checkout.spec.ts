import { expect, test } from './fixtures';
import { addButton, cart, checkout, fillBuyer, openCatalog, orderRequests } from './catalog-helpers';
import { wholeInView } from './donate-helpers';
import { expectNoAxeViolations } from './helpers';

test('checkout: two steps with ← Back, the fields of each method, and closing resets it', async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'School Uniform').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Order total: $18.00');
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });

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
  await expect(provider.locator('option')).toHaveText(['MTN', 'Airtel']);
  await expect(dialog.getByLabel('Phone number')).toBeVisible();
  await expect(dialog.getByLabel('PIN')).toHaveAttribute('maxlength', '4');
  await expectNoAxeViolations(page, { phone: true });

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
  // The buyer's name and e-mail are required: nothing is sent without them.
  await dialog.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(dialog.getByText('Please enter your name')).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  expect(requests).toHaveLength(0);
  await fillBuyer(dialog);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Payment successful! Your order has been processed.')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  await expect(dialog).toBeHidden();
  await expect(cart(page)).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 0 items, total $0.00');

  expect(requests).toHaveLength(1);
  expect(requests[0]!.idempotencyKey).toMatch(/^[\w-]{16,}$/);
  const uniform = gifts.find((g) => g.name === 'School Uniform')!._id;
  const net = gifts.find((g) => g.name === 'Mosquito Net')!._id;
  expect(requests[0]!.body).toEqual({
    items: [uniform, uniform, net],
    paymentMethod: 'card',
    buyerName: 'Grace Uwimana',
    buyerEmail: 'grace@example.org',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123', cardName: 'Grace Uwimana' },
  });
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 0 items');
});

test('paying by mobile money shows the francs, sends the provider, phone and PIN', async ({ page }) => {
  const requests = orderRequests(page);
  await openCatalog(page);
  await addButton(page, 'Fruit Tree Seedlings').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await expect(dialog.getByTestId('checkout-rwf')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Mobile Money/ }).click();
  // $15.00 at the configured RWF 1,450 per dollar: what the phone will be asked for.
  await expect(dialog.getByTestId('checkout-rwf')).toHaveText(
    'By mobile money or airtime you pay RWF 21,750 (RWF 1,450 per US dollar).',
  );
  await dialog.getByLabel('Mobile money provider').selectOption('airtel');
  await dialog.getByLabel('Phone number').fill('0733123456');
  await dialog.getByLabel('PIN').fill('2468');
  await fillBuyer(dialog);
  // Paying in francs, the visitor reads francs.
  await expect(dialog).toContainText('Order total: RWF 21,750');
  await dialog.getByRole('button', { name: 'Pay RWF 21,750' }).click();
  await expect(page.getByText('Payment successful! Your order has been processed.')).toBeVisible();
  expect(requests[0]!.body).toMatchObject({
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
  await fillBuyer(dialog);
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The payment could not be completed');
  await expect(alert).toContainText('Your card was declined. Please check the details or use another card.');
  // Kept as typed, grouped by four like the donate form.
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByText('Payment successful!')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item, total $9.00');
});

test('a network failure at checkout is shown', async ({ page }) => {
  await openCatalog(page);
  await addButton(page, 'Mosquito Net').click();
  await page.route(/\/catalog\.data/, (route) => route.abort('internetdisconnected'));
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Airtime/ }).click();
  await dialog.getByLabel('Phone number').fill('0788123456');
  await dialog.getByLabel('PIN').fill('1234');
  await fillBuyer(dialog);
  await dialog.getByRole('button', { name: 'Pay RWF 13,050' }).click();
  await expect(dialog.getByRole('alert')).toContainText('We could not reach the server.');
});

test('the checkout masks card fields like the donate form and shows mistakes before the wait; the thanks is in view', async ({
  page,
}) => {
  const requests = orderRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalog(page);
  await addButton(page, 'Mosquito Net').click();
  await cart(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkout(page);
  await dialog.getByRole('button', { name: /Credit \/ Debit Card/ }).click();
  await dialog.getByLabel('Card number').fill('4242-4242');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('1230');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
  await dialog.getByLabel('CVV').fill('1a2');
  await expect(dialog.getByLabel('CVV')).toHaveValue('12');
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
  // At once, no wait: each field names its mistake and the first one takes focus.
  await expect(dialog.getByRole('button', { name: 'Pay $9.00' })).toBeEnabled();
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription('Please enter a valid card number');
  await expect(dialog.getByLabel('CVV')).toHaveAccessibleDescription('Please enter a valid CVC');
  await expect(dialog.getByLabel('Name on card')).toHaveAccessibleDescription('Cardholder name is required');
  expect(requests).toHaveLength(0);
  await expectNoAxeViolations(page, { phone: true });

  await dialog.getByLabel('Card number').fill('4242424242424242');
  await expect(dialog.getByLabel('Card number')).not.toHaveAttribute('aria-invalid');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Grace Uwimana');
  await fillBuyer(dialog);
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
  const thanks = page.getByTestId('order-thanks');
  await expect(thanks).toHaveText('Payment successful! Your order has been processed.');
  await expect(thanks).toBeFocused();
  expect(await wholeInView(thanks)).toBe(true);
  expect(requests).toHaveLength(1);
});
