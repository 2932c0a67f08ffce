import { expect, test } from './fixtures';
import { donateButton, fillDonor, fillCard, donationRequests, sentFields, wholeInView } from './donate-helpers';
import { expectNoAxeViolations } from './helpers';

test('a card donation shows Processing..., posts once to the page action with an Idempotency-Key, thanks the donor in view and resets the form', async ({
  page,
}) => {
  const requests = donationRequests(page);
  // A 390 px phone: the thanks must be on screen without scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 30,000' }).check();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await fillDonor(page);
  await fillCard(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Donate RWF 30,000' }).dblclick();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  const thanks = page.getByText('Thank you for your donation of RWF 30,000 to General Donation!');
  await expect(thanks).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  // The amount, the receipt reference, where the receipt went and one next step; in view and focused.
  const outcome = page.locator('#donation-outcome');
  await expect(outcome.getByTestId('donation-reference')).toHaveText(/^Your reference: DN-[\w-]+\.$/);
  await expect(outcome).toContainText('A receipt is on its way to grace@example.org.');
  await expect(outcome.getByRole('link', { name: 'See the work your gift supports' })).toHaveAttribute(
    'href',
    '/what_we_do',
  );
  await expect(outcome).toBeFocused();
  expect(await wholeInView(outcome)).toBe(true);
  // One post (the double click included) to the page's action, carrying the form's key.
  expect(requests).toHaveLength(1);
  const sent = sentFields(requests[0]!);
  expect(sent.idempotencyKey).toMatch(/^[\w-]{16,}$/);
  expect(sent).toMatchObject({
    preset: '30000',
    donationType: 'monthly',
    paymentMethod: 'card',
    firstName: 'Grace',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/30',
  });
  // The form is reset.
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('');
  await expect(page.getByRole('main').getByLabel('Card number')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'RWF 30,000' })).not.toBeChecked();
  // No amount: the disabled button says why, right beside it.
  await expect(donateButton(page)).toBeDisabled();
  await expect(donateButton(page)).toHaveAccessibleDescription(
    'Choose an amount above, or type your own, to continue.',
  );
  await expect(page.getByTestId('donate-no-amount')).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });
});

test('MTN MoMo opens the Confirm Payment dialog: digits only, 4 at most, confirm disabled until 4, close clears the PIN', async ({
  page,
}) => {
  const requests = donationRequests(page);
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  await page.getByRole('main').getByLabel('Or enter a custom amount (RWF)').fill('12500');
  await fillDonor(page);
  await page.getByRole('main').getByLabel('Phone number', { exact: true }).fill('0788123456');
  await page.getByRole('button', { name: 'Donate RWF 12,500' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(dialog).toBeVisible();
  const pin = dialog.getByLabel('PIN', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(pin).toBeFocused();
  await expect(confirm).toBeDisabled();
  await pin.fill('a1b2');
  await expect(pin).toHaveValue('12');
  await expect(confirm).toBeDisabled();
  await pin.fill('123456');
  await expect(pin).toHaveValue('1234');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page, { phone: true });

  await dialog.getByRole('button', { name: 'Close and clear the PIN' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Donate RWF 12,500' })).toBeFocused();
  await page.getByRole('button', { name: 'Donate RWF 12,500' }).click();
  await expect(dialog.getByLabel('PIN', { exact: true })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(requests).toHaveLength(0);

  await page.getByRole('button', { name: 'Donate RWF 12,500' }).click();
  await dialog.getByLabel('PIN', { exact: true }).fill('4321');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Thank you for your donation of RWF 12,500 to General Donation!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(requests).toHaveLength(1);
  expect(sentFields(requests[0]!)).toMatchObject({ paymentMethod: 'momo', pin: '4321', phone: '0788123456' });
  expect(sentFields(requests[0]!)).not.toHaveProperty('cardNumber');
});

test('a declined card is shown to the donor and the form keeps its values', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 10,000' }).check();
  await fillDonor(page);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Donate RWF 10,000' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your donation could not be completed' });
  await expect(alert).toContainText('Your card was declined. Please check the details or use another card.');
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByRole('main').getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByRole('button', { name: 'Donate RWF 10,000' })).toBeEnabled();
  await expect(page.getByText(/Thank you for your donation/)).toHaveCount(0);
});

test('a wrong airtime PIN and a refusal by the server (400) are both shown, in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'Airtime' }).check();
  await page.getByRole('radio', { name: 'RWF 5,000' }).check();
  await fillDonor(page);
  await page.getByRole('main').getByLabel('Phone number', { exact: true }).fill('0788123456');
  await page.getByRole('button', { name: 'Donate RWF 5,000' }).click();
  await page.getByRole('dialog').getByLabel('PIN', { exact: true }).fill('0000');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The payment was declined because the PIN is incorrect. Please try again.',
  );
  await expect(page.getByRole('dialog')).toBeHidden();

  // Below the server's minimum (RWF 100): the form lets it through, the API refuses it.
  await page.getByRole('main').getByLabel('Or enter a custom amount (RWF)').fill('50');
  await page.getByRole('button', { name: 'Donate RWF 50' }).click();
  await page.getByRole('dialog').getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // The field's path, there for API clients, is left out for the donor.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The smallest donation we can take is RWF 100.');
  await expect(alert).not.toContainText('amount:');
  expect(await wholeInView(page.locator('#donation-outcome'))).toBe(true);
  await expect(page.getByRole('main').getByLabel('Phone number', { exact: true })).toHaveValue('0788123456');
});

test('a network failure is announced and the values are kept', async ({ page }) => {
  await page.goto('/donate');
  await page.route(/\/donate\.data/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('radio', { name: 'RWF 10,000' }).check();
  await fillDonor(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Donate RWF 10,000' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not reach the server.');
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue('grace@example.org');
  await expect(page.getByRole('main').getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
});
