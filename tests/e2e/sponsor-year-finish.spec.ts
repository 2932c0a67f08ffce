import { emailedLinkFor } from './confirm-link';
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { addChild } from './no-js-helpers';

/**
 * Issue 39: a sponsor's year on a phone, finished. The sponsor's page is several screens
 * long: each form's answer is shown where it was sent and is on screen after the send,
 * with JavaScript and without; a gift's PIN is not kept typed for a second gift.
 */

/** A child of the test's own, sponsored monthly by MoMo on the sandbox; the link to the sponsor's page. */
async function sponsored(request: APIRequestContext, name: string, email: string): Promise<string> {
  const id = await addChild(request, name, 15_000);
  const res = await request.post('/api/pay/sponsors', {
    data: {
      childId: id,
      sponsorName: 'Grace Mukamana',
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      amount: 15_000,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return emailedLinkFor(email, '/my-giving');
}

const RW_HEADING = 'Impano zanjye';
const FR_HEADING = 'Mes dons';

async function fillGift(page: Page, name: string, amount: string) {
  const form = page.getByRole('article', { name: `A gift for ${name}` });
  await form.getByRole('radio', { name: 'Birthday' }).check();
  await form.getByLabel('Amount (RWF)').fill(amount);
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  await form.getByLabel('Phone number').fill('0788123456');
  await form.getByLabel('PIN').fill('1234');
  await form.getByRole('button', { name: `Send the gift to ${name}` }).click();
  return form;
}

for (const js of [true, false]) {
  test.describe(`with JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js });

    test('each answer on the sponsor’s page is on screen, beside its form', async ({ page, request }) => {
      const stamp = `${js ? 'js' : 'nojs'}${Date.now()}`;
      const name = `Finish Child ${stamp}`;
      await page.goto(await sponsored(request, name, `finish.${stamp}@example.org`));

      // The page starts with what it holds and a link to each part.
      const summary = page.getByRole('navigation', { name: 'On this page' });
      await expect(summary).toBeInViewport();
      await expect(summary).toContainText('You sponsor 1 child.');
      await expect(summary.getByRole('link', { name: 'Gifts for your sponsored child' })).toHaveAttribute(
        'href',
        '#gifts',
      );

      // The amount field knows the child's monthly support (the browser stops a smaller one).
      const plan = page.getByRole('article', { name: `Sponsorship of ${name}` });
      const amount = plan.getByLabel('New monthly amount (RWF)');
      await expect(plan).toContainText('At least RWF 15,000 a month');
      await expect(amount).toHaveAttribute('min', '15000');
      // A raise past the ceiling: refused by the server, on the plan's card, on screen.
      await amount.fill('5000000');
      await plan.getByRole('button', { name: 'Change amount' }).click();
      const planError = page.getByRole('article', { name: `Sponsorship of ${name}` }).getByRole('alert');
      await expect(planError).toContainText('at most');
      await expect(planError).toBeInViewport();

      // A gift past the year's cap: refused on the gift's form, on screen.
      await fillGift(page, name, '150000');
      const gift = page.getByRole('article', { name: `A gift for ${name}` });
      await expect(gift.getByRole('alert')).toContainText('remains this year');
      await expect(gift.getByRole('alert')).toBeInViewport();
      await expect(gift.getByLabel('PIN')).toHaveValue('');

      // A gift that goes through: thanked on screen, and nothing left typed to send it twice.
      await fillGift(page, name, '10000');
      const thanks = gift.getByRole('status').filter({ hasText: 'Thank you! Your gift of RWF 10,000' });
      await expect(thanks).toBeInViewport();
      await expect(gift.getByLabel('PIN')).toHaveValue('');
      await expect(gift.getByLabel('Phone number')).toHaveValue('');
      await expect(gift.getByLabel('Amount (RWF)')).toHaveValue('');
    });
  });
}

test('the sponsor’s page opens in the language they chose, and keeps a language chosen on it', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const email = `ururimi.${stamp}@example.org`;
  const id = await addChild(request, `Lang Child ${stamp}`, 15_000);
  const res = await request.post('/api/pay/sponsors', {
    headers: { 'accept-language': 'rw' },
    data: {
      childId: id,
      sponsorName: 'Uwimana',
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      amount: 15_000,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await emailedLinkFor(email, '/my-giving');
  expect(link).toContain('lang=rw');
  // An older link without the language, in an English browser: the page still speaks Kinyarwanda.
  const bare = link.replace(/&lang=rw/, '');
  await page.goto(bare);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RW_HEADING);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  // The sponsor switches to French (the switcher's link): kept, so the bare link opens in French now.
  await page.goto(`${bare}&lang=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR_HEADING);
  await page.context().clearCookies();
  await page.goto(bare);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR_HEADING);
});
