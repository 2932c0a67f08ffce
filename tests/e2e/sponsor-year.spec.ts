import { LIVE_PORT } from '../../playwright.config';
import { emailedLinkFor } from './confirm-link';
import { type Locator, type Page, expect, test } from './fixtures';
import { LIVE_PAYERS } from './live-payers';
import { addChild, staffAuth } from './no-js-helpers';

/**
 * Issue 39: a sponsor's whole year, on a phone, as the sponsor does it, on the site
 * taking real money (MTN MoMo live, pointed at its double: tests/e2e/live-server.ts).
 * Sponsor a child by MoMo, open the page from the e-mailed link, read the news staff
 * posted, write a letter, send a birthday gift, and choose what follows when the child
 * leaves. Staff's side (posting news, recording the leaving) goes through the API here:
 * their screens have their own specs (child-news, child-leaving). Each step asserts what
 * is on the phone's screen.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}`, hasTouch: true });
// Two payments settled by the server's poller (a few seconds each) on a busy machine.
test.setTimeout(150_000);

const SETTLED = { timeout: 45_000 };

/** The outcome of a MoMo payment, in place or on its status page: settled, and on screen. */
async function paid(page: Page) {
  const outcome = page.getByTestId(/^payment-(pending|status)$/).first();
  await expect(outcome).toHaveAttribute('data-status', 'succeeded', SETTLED);
  await expect(outcome).toBeInViewport();
}

/** Goes to a part of the giving page by the link at its top, as a person does on a long page. */
async function openPart(page: Page, link: string): Promise<void> {
  // Back up to the top of the page first (a swipe down).
  await page.evaluate(() => window.scrollTo(0, 0));
  const summary = page.getByRole('navigation', { name: 'On this page' });
  await expect(summary).toBeInViewport();
  await summary.getByRole('link', { name: link }).tap();
}

const visible = (locator: Locator) => expect(locator).toBeInViewport();

test('a sponsor’s year: sponsor by MoMo, news, a letter, a birthday gift, the child leaves and the sponsor chooses', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Year${stamp}`;
  const email = `year.${stamp}@example.org`;
  // Small supports: the sponsor's plan covers the second child, offered when the first leaves.
  const id = await addChild(request, name, 1_500);
  await addChild(request, `Next${stamp}`, 1_200);

  // 1. Sponsoring, from the child's page, by MoMo approved on the phone.
  await page.goto(`/sponsorship/${id}`);
  const form = page.getByRole('main').getByRole('region', { name: `Sponsor ${name}` });
  await form.getByLabel('Your name *').fill('Aline Uwase');
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel('Phone number *').fill(LIVE_PAYERS.approves);
  await form.getByRole('radio', { name: 'Mobile Money (MoMo)' }).tap();
  await form.getByLabel('Mobile money number *').fill(LIVE_PAYERS.approves);
  await form.getByRole('button', { name: 'Complete Sponsorship' }).tap();
  await paid(page);

  // 2. The e-mailed link opens the sponsor's own page: what it holds, on the first screen.
  const link = await emailedLinkFor(email, '/my-giving', LIVE_PORT);
  // The link does not carry the address in a readable form (issue 39.24).
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  expect(Buffer.from(token.split('.')[0]!, 'base64url').toString('latin1')).not.toContain('example.org');
  await page.goto(link);
  await visible(page.getByRole('heading', { level: 1, name: 'My giving' }));
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText('You sponsor 1 child.');
  // A first gift this year: the statement offers this year only, no year before it.
  await expect(page.locator('#statement select[name="year"] option')).toHaveText([String(new Date().getFullYear())]);

  // 3. Staff post news of the child; the sponsor reads it on the child's card.
  const auth = await staffAuth(request);
  const news = `${name} read a whole book aloud to the class.`;
  const posted = await request.post('/api/child-news', {
    headers: auth,
    multipart: { childId: id, kind: 'progress', textEn: news },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await page.reload();
  await openPart(page, 'News of your children and your letters');
  const card = page.getByRole('article', { name, exact: true });
  await visible(card.getByText(news));
  await expect(card).toContainText(/You have sponsored this child since /);

  // 4. A letter to the child, answered beside the letter box.
  await card.getByLabel(`Write to ${name}`).fill('Dear friend, well done with your reading. We are proud of you.');
  await card.getByRole('button', { name: 'Send my letter' }).tap();
  await visible(page.getByRole('status').filter({ hasText: 'Your letter was sent' }));
  await expect(page.getByRole('article', { name, exact: true })).toContainText('Waiting to be read by our staff');

  // 5. A birthday gift by MoMo, from the gifts part of the page.
  await openPart(page, 'Gifts for your sponsored child');
  const gift = page.getByRole('article', { name: `A gift for ${name}` });
  await visible(gift);
  await gift.getByRole('radio', { name: 'Birthday' }).tap();
  await gift.getByLabel('Amount (RWF)').fill('10000');
  await gift.getByRole('radio', { name: 'Mobile Money' }).tap();
  await gift.getByLabel('Phone number').fill(LIVE_PAYERS.approves);
  await gift.getByRole('button', { name: `Send the gift to ${name}` }).tap();
  await paid(page);

  // 6. The child leaves; the sponsor reads why and chooses another child for the monthly plan.
  const left = await request.post(`/api/sponsors/${id}/leave`, {
    headers: auth,
    data: { reason: 'graduated', message: `${name} finished primary school and moves to a boarding school.` },
  });
  expect(left.status(), await left.text()).toBe(201);
  await page.goto(link);
  await openPart(page, 'A child has left: your choice');
  const section = page.getByRole('region', { name: 'News about your sponsored child' });
  await visible(section.getByText(`${name} has left our programme (graduated).`));
  const another = section.getByRole('radio', { name: /^Sponsor .+ with my monthly plan$/ });
  await expect(another).not.toBeChecked();
  await another.tap();
  await section.getByRole('button', { name: 'Confirm my choice' }).tap();
  const chosen = page
    .getByRole('region', { name: 'News about your sponsored child' })
    .getByRole('status')
    .filter({ hasText: 'Your monthly plan now sponsors another child' });
  await visible(chosen);
});
