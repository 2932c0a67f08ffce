import { expect, test, type Page } from '@playwright/test';
import { bootPage } from './fixtures';
import { emailedLinkFor } from './confirm-link';
import { addChild } from './no-js-helpers';

/**
 * Issue 39's finish of the public giving pages, on a phone (touch). The first-tap tests
 * use a bare page (not ./fixtures, which boots every page it opens): the visitor's first
 * tap is what boots React (decision 007), and it must count.
 */
test.use({ hasTouch: true });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

test('the first tap on an amount, a payment method or a gift counts on a fresh page', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 10,000' }).tap();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'RWF 10,000' })).toBeChecked();
  const donate = page.getByRole('button', { name: 'Donate RWF 10,000' });
  await expect(donate).toBeEnabled();

  await page.goto('/donate');
  await page.getByRole('radio', { name: 'MTN MoMo' }).tap();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
  await expect(page.getByText('You will confirm the payment with your 4-digit MTN MoMo PIN.')).toBeVisible();

  await page.goto('/catalog');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .tap();
  await expect(page.getByTestId('cart-badge')).toContainText('Cart: 1 item');
});

test('sponsoring a child and "My giving" are in the menu and the home page, in three languages', async ({ page }) => {
  const words = {
    en: { open: 'Open menu', sponsor: 'Sponsor a Child', mine: 'My giving', ask: 'Send me my link' },
    fr: { open: 'Ouvrir le menu', sponsor: 'Parrainer un enfant', mine: 'Mes dons', ask: 'Recevoir mon lien' },
    rw: { open: 'Fungura menu', sponsor: 'Tera inkunga umwana', mine: 'Inkunga yanjye', ask: '' },
  };
  for (const [lang, w] of Object.entries(words)) {
    await page.goto(`/?lang=${lang}`);
    // Among the home page's first buttons, on the phone's first screen.
    const hero = page.getByRole('main').getByRole('link', { name: w.sponsor, exact: true });
    await expect(hero).toBeInViewport();
    await expect(hero).toHaveAttribute('href', '/sponsorship');
    await page.getByRole('button', { name: w.open }).tap();
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: w.sponsor, exact: true })).toBeInViewport();
    await expect(menu.getByRole('link', { name: w.mine, exact: true })).toBeInViewport();
  }
  await page.locator('#site-menu').getByRole('link', { name: words.rw.mine }).tap();
  await expect(page).toHaveURL(/\/my-giving$/);
  await page.goto('/my-giving?lang=fr');
  await expect(page.getByRole('heading', { name: words.fr.ask })).toBeInViewport();
});

test('choosing MoMo on the child page shows only the MoMo fields, with and without JavaScript', async ({
  page,
  browser,
}) => {
  const res = await page.request.get('/api/pending/sponsors?status=available&pageSize=1');
  const { data } = (await res.json()) as { data: { _id: string }[] };
  const childPage = `/sponsorship/${data[0]!._id}`;
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  for (const p of [page, await plain.newPage()]) {
    await p.goto(childPage);
    await p.getByRole('radio', { name: 'Mobile Money (MoMo)' }).tap();
    if (p === page) await hydrated(p);
    await expect(p.getByRole('radio', { name: 'Mobile Money (MoMo)' })).toBeChecked();
    await expect(p.getByLabel('Mobile money number *')).toBeInViewport({ ratio: 0.5 });
    await expect(p.getByLabel('Card number *')).toBeHidden();
    await p.getByRole('radio', { name: 'Card' }).tap();
    await expect(p.getByLabel('Card number *')).toBeVisible();
    await expect(p.getByLabel('Mobile money number *')).toBeHidden();
  }
  await plain.close();
});

test('the catalogue shows francs to a visitor paying in francs, and offers MTN and Airtel only', async ({ page }) => {
  await page.goto('/catalog');
  await bootPage(page);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'School Uniform' });
  // $18.00 at the configured RWF 1,450 per dollar.
  await expect(card.getByTestId('gift-price-rwf')).toHaveText('≈ RWF 26,100');
  await card.getByRole('button', { name: 'Add to cart: School Uniform' }).tap();
  await page
    .getByRole('complementary', { name: /^Your Cart/ })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toContainText('Order total: $18.00');
  await dialog.getByRole('button', { name: /Mobile Money/ }).tap();
  await expect(dialog.getByText('Order total: RWF 26,100')).toBeInViewport();
  await expect(dialog.getByLabel('Mobile money provider').locator('option')).toHaveText(['MTN', 'Airtel']);
  await expect(dialog.getByRole('button', { name: 'Pay RWF 26,100' })).toBeVisible();
});

test('a sponsor changes the plan payment method from their page, keeping the plan and the child', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Method${stamp}`;
  const email = `method.${stamp}@example.org`;
  const childId = await addChild(request, name);
  const paid = await request.post('/api/pay/sponsors', {
    data: {
      childId,
      sponsorName: 'Jean Habimana',
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      amount: 20_000,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const link = await emailedLinkFor(email, '/my-giving');
  // Just after the payment (its receipt and PDF), a busy machine may answer 503 (the overload guard): asked again.
  await expect(async () => expect((await page.goto(link))?.status()).toBe(200)).toPass({ timeout: 60_000 });
  await bootPage(page);
  const form = page.getByRole('form', { name: `Payment method: ${name}` });
  await expect(form).toContainText('Paid by Mobile Money');
  // A card needs no number: the number field goes, the card note shows.
  await form.getByRole('radio', { name: 'Card' }).tap();
  await expect(form.getByLabel('Mobile number for the payments')).toBeHidden();
  await expect(form.getByText(/^By card: when the next payment is due/)).toBeVisible();
  await form.getByRole('radio', { name: 'Mobile Money' }).tap();
  await form.getByLabel('Mobile number for the payments').fill('0789 555 001');
  await form.getByRole('button', { name: 'Change the payment method' }).tap();
  const outcome = page.getByRole('main').getByRole('status');
  await expect(outcome).toContainText('The payment method is changed. The next payment will use it.');
  await expect(outcome).toBeInViewport();
  await page.getByRole('link', { name: 'Back to my giving page' }).tap();
  await expect(page.getByRole('article', { name: `Sponsorship of ${name}` })).toContainText('Active');
  const plans = (await (
    await request.get(`/api/giving?token=${encodeURIComponent(new URL(page.url()).searchParams.get('token')!)}`)
  ).json()) as {
    data: { plans: { target: string; method: string; childId: string }[] };
  };
  expect(plans.data.plans.find((p) => p.target === name)).toMatchObject({ method: 'momo', childId });

  // Without JavaScript, the same form: the CSS alone hides the number for a card, and the answer opens on screen.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  const p2 = await plain.newPage();
  await p2.goto(link);
  const form2 = p2.getByRole('form', { name: `Payment method: ${name}` });
  await expect(form2).toContainText('Paid by Mobile Money');
  await form2.getByRole('radio', { name: 'Card' }).tap();
  await expect(form2.getByLabel('Mobile number for the payments')).toBeHidden();
  await expect(form2.getByText(/^By card: when the next payment is due/)).toBeVisible();
  await form2.getByRole('button', { name: 'Change the payment method' }).tap();
  await expect(p2).toHaveURL(/\/my-giving\/method$/);
  const outcome2 = p2.getByRole('main').getByRole('status');
  await expect(outcome2).toContainText('The plan will be paid by card.');
  await expect(outcome2).toBeInViewport();
  await p2.getByRole('link', { name: 'Back to my giving page' }).tap();
  await expect(p2.getByRole('form', { name: `Payment method: ${name}` })).toContainText('Paid by Card');
  // A number that is not Rwandan is refused on the answer page, in words.
  const form3 = p2.getByRole('form', { name: `Payment method: ${name}` });
  await form3.getByRole('radio', { name: 'Mobile Money' }).tap();
  await form3.getByLabel('Mobile number for the payments').fill('12');
  await form3.getByRole('button', { name: 'Change the payment method' }).tap();
  await expect(p2.getByRole('main').getByRole('alert')).toBeInViewport();
  await plain.close();
  const after = (await (
    await request.get(`/api/giving?token=${encodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!)}`)
  ).json()) as { data: { plans: { target: string; method: string; childId: string }[] } };
  expect(after.data.plans.find((p) => p.target === name)).toMatchObject({ method: 'card', childId });
});
