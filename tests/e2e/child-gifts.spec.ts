import sharp from 'sharp';
import { LIVE_PORT } from '../../playwright.config';
import { emailedLinkFor } from './confirm-link';
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { LIVE_PAYERS } from './live-payers';
import { SETTLED, paymentSucceeds, sponsorThroughApi } from './live-payments';
import { addChild } from './no-js-helpers';

/**
 * Issue 27: a gift to a sponsored child, on the site taking real money (MTN MoMo live,
 * pointed at its double: tests/e2e/live-server.ts). The sponsor gives from their signed
 * page, the payment waits for the phone on its status page, staff mark the gift
 * delivered with a photo, and the sponsor sees it on their page.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });
// Two payments settled by the poller, a sign-in and three pages checked by axe, on a busy machine.
test.setTimeout(180_000);

/** A child of the test's own, sponsored by `email` through MoMo (approved on the phone); their page's link. */
async function sponsored(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<{ id: string; link: string }> {
  const id = await addChild(request, name, 15_000);
  const paid = await sponsorThroughApi(request, id, { name: 'Jean Habimana', email, phone: LIVE_PAYERS.approves });
  await paymentSucceeds(request, paid);
  // The sponsorship's confirmation carries the link to the sponsor's own page.
  return { id, link: await emailedLinkFor(email, '/my-giving', LIVE_PORT) };
}

async function giveByMomo(page: Page, name: string, amount: string) {
  const form = page.getByRole('article', { name: `A gift for ${name}` });
  await form.getByRole('radio', { name: 'Birthday' }).check();
  await form.getByLabel('Amount (RWF)').fill(amount);
  await form.getByLabel('A note for our staff (optional)').fill('For new school shoes');
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  // Live: no PIN on our page (the payer approves on the phone).
  await expect(form.getByLabel('PIN')).toHaveCount(0);
  await form.getByLabel('Phone number').fill(LIVE_PAYERS.approves);
  await form.getByRole('button', { name: `Send the gift to ${name}` }).click();
}

test('a birthday gift paid by MoMo from the sponsor’s page, delivered by staff with a photo, seen by the sponsor', async ({
  page,
  request,
}) => {
  const name = `Gift Child ${Date.now()}`;
  const email = `gift.sponsor.${Date.now()}@example.org`;
  const { link } = await sponsored(request, name, email);

  await page.goto(link);
  const form = page.getByRole('article', { name: `A gift for ${name}` });
  await expect(form).toContainText('Birthday: RWF 100,000 left this year');
  await expectNoAxeViolations(page, { phone: true });
  // Past the cap: refused, saying what remains, with what was typed kept.
  await form.getByRole('radio', { name: 'Birthday' }).check();
  await form.getByLabel('Amount (RWF)').fill('150000');
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  await form.getByLabel('Phone number').fill(LIVE_PAYERS.approves);
  await form.getByRole('button', { name: `Send the gift to ${name}` }).click();
  await expect(form.getByRole('alert')).toContainText('RWF 100,000 remains this year');
  await expect(form.getByLabel('Amount (RWF)')).toHaveValue('150000');

  await giveByMomo(page, name, '20000');
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(page.getByTestId('payment-reference')).toHaveText(/CG-[0-9A-F]{8}/);

  // On the sponsor's page: what is left, the gift waiting for delivery, and its receipt among the payments.
  await page.goto(link);
  await expect(page.getByRole('article', { name: `A gift for ${name}` })).toContainText(
    'Birthday: RWF 80,000 left this year',
  );
  const gift = page.getByTestId('child-gifts').getByRole('listitem').first();
  await expect(gift).toContainText(`Birthday gift for ${name}: RWF 20,000`);
  await expect(gift).toContainText('Received, to be delivered');
  await expect(page.getByText(`Gift to a child: ${name}`)).toBeVisible();

  // Staff hand it over and mark it delivered, with a photo.
  await signIn(page);
  await page.goto('/dashboard/child_gifts?status=received');
  await expect(page.getByRole('heading', { level: 1, name: 'Gifts to sponsored children' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Mark delivered: ${name}`) }).click();
  const panel = page.getByRole('region', { name: `Birthday gift of RWF 20,000 for ${name}` });
  await expect(panel).toContainText('For new school shoes');
  await panel.getByLabel('A few words for the sponsor').fill(`${name} chose black school shoes.`);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await panel.getByLabel('Photo of the child with the gift (optional)').setInputFiles({
    name: 'gift.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expectNoAxeViolations(page, { phone: true });
  await panel.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('The gift is marked delivered and the sponsor has been told.')).toBeVisible();

  // The sponsor sees it delivered, with staff's words and the photo (read through their own link).
  await page.goto(link);
  const delivered = page.getByTestId('child-gifts').getByRole('listitem').first();
  await expect(delivered).toHaveAttribute('data-status', 'delivered');
  await expect(delivered).toContainText('Delivered on');
  await expect(delivered).toContainText(`${name} chose black school shoes.`);
  const img = delivered.getByRole('img', { name: `${name} with the gift` });
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, { phone: true });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the gift form posts natively and its status page follows the MoMo payment to the end', async ({
    page,
    request,
  }) => {
    const name = `No-JS Gift Child ${Date.now()}`;
    const email = `gift.nojs.${Date.now()}@example.org`;
    const { link } = await sponsored(request, name, email);
    await page.goto(link);
    await giveByMomo(page, name, '10000');
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'succeeded', SETTLED);
    await page.goto(link);
    await expect(page.getByTestId('child-gifts')).toContainText(`Birthday gift for ${name}: RWF 10,000`);
  });
});
