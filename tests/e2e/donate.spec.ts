import { expect, test } from './fixtures';
import { donateButton, fillDonor, fillCard, donationRequests, sentFields } from './donate-helpers';
import { expectNoAxeViolations } from './helpers';

test('the donate page shows the impact tiers, the trust claims and a general donation target', async ({ page }) => {
  const res = await page.goto('/donate');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Donation' })).toBeVisible();
  for (const text of ['RWF 30,000', 'RWF 120,000', 'RWF 300,000']) {
    await expect(page.getByRole('region', { name: 'Your Impact' }).getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Provides education supplies for one child for a month.')).toBeVisible();
  await expect(page.getByText('Covers healthcare for a family of four for three months.')).toBeVisible();
  await expect(page.getByText('92% of funds go directly to programmes')).toBeVisible();
  await expect(page.getByText('Over 50,000 donors')).toBeVisible();
  await expect(page.getByText('Tax-deductible', { exact: true })).toBeVisible();
  await expect(page.getByText('Instant receipt', { exact: true })).toBeVisible();
  await expect(page.getByTestId('donation-target')).toHaveText('General Donation');
  await expect(page.getByText('Sponsoring', { exact: true })).toHaveCount(0);
  await expect(donateButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'RWF 30,000' }).check();
  await expect(page.getByRole('button', { name: 'Donate RWF 30,000' })).toBeEnabled();
  await expectNoAxeViolations(page, { phone: true });
});

test('validation shows every error of the card form, and an error clears when its field is edited', async ({
  page,
}) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 10,000' }).check();
  await page.getByRole('button', { name: 'Donate RWF 10,000' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Please enter a valid card number',
    'Please enter a valid expiry date (MM/YY)',
    'Please enter a valid CVC',
    'Cardholder name is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The first field in error takes the focus, and each error is tied to its field.
  await expect(page.getByRole('main').getByLabel('First name')).toBeFocused();
  await expect(page.getByRole('main').getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByRole('main').getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('main').getByLabel('First name').fill('G');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('Last name is required')).toBeVisible();
  await page.getByRole('main').getByLabel('Email address').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expectNoAxeViolations(page, { phone: true });
});

test('the phone is required for MTN MoMo and airtime, optional for a card; airtime states its terms', async ({
  page,
}) => {
  await page.goto('/donate');
  await expect(page.getByRole('main').getByLabel('Phone number (optional)')).toBeVisible();
  await page.getByRole('radio', { name: 'Airtime' }).check();
  await expect(
    page.getByText(
      'Airtime donations: a minimum of RWF 5,000 equivalent, converted at the market rate. You will receive an SMS confirmation.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('radio', { name: 'RWF 5,000' }).check();
  await fillDonor(page);
  await donateButton(page).click();
  await expect(page.getByText('Phone number is required for this payment method')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('main').getByLabel('Phone number', { exact: true }).fill('0788123456');
  await expect(page.getByText('Phone number is required for this payment method')).toHaveCount(0);
});

test('the custom amount wins over the preset, and editing it clears the amount error', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 50,000' }).check();
  const custom = page.getByRole('main').getByLabel('Or enter a custom amount (RWF)');
  await custom.fill('0');
  await expect(page.getByRole('radio', { name: 'RWF 50,000' })).not.toBeChecked();
  await donateButton(page).click();
  await expect(page.getByText('Please enter a valid donation amount')).toBeVisible();
  await expect(custom).toHaveAccessibleDescription('Please enter a valid donation amount');
  await custom.fill('15000');
  await expect(page.getByText('Please enter a valid donation amount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Donate RWF 15,000' })).toBeEnabled();
  await custom.fill('');
  await expect(donateButton(page)).toBeDisabled();
});

test('card inputs: digits only, grouped and capped at 16; the expiry slash is inserted; CVC capped at 4', async ({
  page,
}) => {
  await page.goto('/donate');
  const card = page.getByRole('main').getByLabel('Card number');
  await card.fill('4242abc4242-4242 42429999');
  await expect(card).toHaveValue('4242 4242 4242 4242');
  const expiry = page.getByRole('main').getByLabel('Expiry date (MM/YY)');
  await expiry.pressSequentially('12');
  await expect(expiry).toHaveValue('12/');
  await expiry.pressSequentially('345');
  await expect(expiry).toHaveValue('12/34');
  // Backspace is never fought by the mask: "12/34" -> "12/3" -> "12" -> "1".
  await expiry.press('Backspace');
  await expect(expiry).toHaveValue('12/3');
  await expiry.press('Backspace');
  await expect(expiry).toHaveValue('12');
  await expiry.press('Backspace');
  await expect(expiry).toHaveValue('1');
  const cvc = page.getByRole('main').getByLabel('CVC');
  await cvc.fill('12a345');
  await expect(cvc).toHaveValue('1234');
});

test('opened with ?child=<id>, the donation sponsors that child', async ({ page, request }) => {
  const children = (await (await request.get('/api/pending/sponsors')).json()) as {
    data: { _id: string; name: string }[];
  };
  const child = children.data[0]!;
  const requests = donationRequests(page);
  await page.goto(`/donate?child=${child._id}`);
  await expect(page.getByTestId('donation-target')).toHaveText(`Sponsor ${child.name}`);
  await expect(page.getByRole('note')).toContainText('Sponsoring');
  await expect(page.getByRole('note')).toContainText(`Your donation will support ${child.name}.`);
  await expect(page).toHaveTitle(new RegExp(`^Sponsor ${child.name}`));
  await page.getByRole('radio', { name: 'RWF 30,000' }).check();
  await fillDonor(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Donate RWF 30,000' }).click();
  await expect(page.getByText(`Thank you for your donation of RWF 30,000 to Sponsor ${child.name}!`)).toBeVisible();
  expect(sentFields(requests[0]!)).toMatchObject({ childId: child._id });
  await expectNoAxeViolations(page, { phone: true });
});

test('opened with navigation state { childName }, the target names the child', async ({ page }) => {
  await page.goto('/blog');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string, o: object): void } }
    ).__reactRouterDataRouter.navigate('/donate', { state: { childName: 'Aline Uwase' } }),
  );
  await expect(page.getByTestId('donation-target')).toHaveText('Sponsor Aline Uwase');
  await expect(page.getByText('Sponsoring', { exact: true })).toBeVisible();
  // The state survives a reload of the page (history keeps it).
  await page.reload();
  await expect(page.getByTestId('donation-target')).toHaveText('Sponsor Aline Uwase');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form renders its fields and a card donation goes through the server', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('radio', { name: 'RWF 30,000' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email address', 'Card number', 'CVC', 'Cardholder name']) {
      await expect(page.getByRole('main').getByLabel(label)).toBeVisible();
    }
    await page.getByRole('radio', { name: 'RWF 10,000' }).check();
    await page.getByRole('button', { name: /^Donate/ }).click();
    // Beside the field (and, as a link to it, in the summary the answer page opens at).
    await expect(page.locator('#donate-firstName-error')).toHaveText('First name is required');
    await expect(page.getByRole('radio', { name: 'RWF 10,000' })).toBeChecked();
    await fillDonor(page);
    await page.getByRole('main').getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('main').getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByRole('main').getByLabel('CVC').fill('123');
    await page.getByRole('main').getByLabel('Cardholder name').fill('Grace Uwimana');
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByText('Thank you for your donation of RWF 10,000 to General Donation!')).toBeVisible();
    // The answer page opens at its outcome (the form posts to #donation-outcome), with the reference.
    await expect(page).toHaveURL(/\/donate#donation-outcome$/);
    await expect(page.locator('#donation-outcome')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('donation-reference')).toHaveText(/^Your reference: DN-/);
  });

  test('a resubmit with the same key is one donation: the same reference comes back', async ({ request }, info) => {
    const form = {
      preset: '5000',
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Re',
      lastName: 'Submit',
      email: 'resubmit@example.org',
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvc: '123',
      cardName: 'Re Submit',
    };
    const referenceFor = async (idempotencyKey: string) => {
      const res = await request.post('/donate', { form: { ...form, idempotencyKey } });
      expect(res.status()).toBe(200);
      return /Your reference: (DN-[\w-]+)\./.exec(await res.text())?.[1];
    };
    const key = `e2e-resubmit-${info.project.name}-${Date.now()}`;
    const first = await referenceFor(key);
    expect(first).toMatch(/^DN-/);
    // The action forwards the form's key: the API answers the first donation again.
    expect(await referenceFor(key)).toBe(first);
    expect(await referenceFor(`${key}-other`)).not.toBe(first);
  });

  test('MTN MoMo takes its PIN from a field of the form', async ({ page }) => {
    await page.goto('/donate');
    await page.getByRole('radio', { name: 'RWF 5,000' }).check();
    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await fillDonor(page);
    await page.getByRole('main').getByLabel('Phone number (optional)').fill('0788123456');
    await page.getByRole('button', { name: /^Donate/ }).click();
    const pin = page.getByRole('main').getByLabel('PIN (MTN MoMo and airtime only)');
    await expect(pin).toHaveAccessibleDescription('Please enter your 4-digit PIN');
    await expect(page.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
    await page
      .getByRole('main')
      .getByLabel(/^Phone number/)
      .fill('0788123456');
    await pin.fill('1234');
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByText('Thank you for your donation of RWF 5,000 to General Donation!')).toBeVisible();
  });
});
