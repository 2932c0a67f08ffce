import { emailedLinkFor } from './confirm-link';
import { type Page, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * A child leaving (docs/children-protection.md#a-child-leaving): staff record it on the dashboard with a message, the sponsor
 * is e-mailed and chooses on their own page, without JavaScript, another child (the one
 * waiting longest that their amount covers); the monthly plan follows the choice.
 */
test.setTimeout(120_000);

// A 1x1 PNG: the child form requires a photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function addChild(page: Page, name: string, location: string) {
  const res = await page.request.post('/api/add/sponsors', {
    multipart: {
      name,
      age: '9',
      location,
      story: 'Loves singing.',
      needs: 'Books',
      // Below every demo child's support: the sponsor's small plan covers only the children added here.
      monthlySupport: '1200',
      consentGivenBy: 'Her mother',
      consentGivenOn: '2026-01-10',
      consentScope: 'listing,photo,story',
      photo: { name: 'p.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string; preferredName: string } }).data;
}

test('a child leaves; the sponsor chooses another child without JavaScript and the plan follows', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `leaving-${stamp}@example.org`;
  await signIn(page);
  const leaving = await addChild(page, `Ruth${stamp} Uwamahoro`, 'Kabaya, Ngororero');
  await addChild(page, `Nadia${stamp} Ishimwe`, 'Rambura, Nyabihu');
  const paid = await page.request.post('/api/pay/sponsors', {
    data: {
      childId: leaving._id,
      sponsorName: 'Leaving Sponsor',
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      amount: 1500,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    },
  });
  expect(paid.status()).toBe(201);

  // Staff: the child's row on Sponsorship Management leads to the leaving form.
  await page.goto(`/dashboard/sponsor?q=Ruth${stamp}`);
  await page.getByRole('link', { name: `Record leaving: Ruth${stamp} Uwamahoro` }).click();
  await expect(
    page.getByRole('heading', { name: `Record that Ruth${stamp} Uwamahoro left the programme` }),
  ).toBeVisible();
  await expect(page.getByText('Their monthly plan will be paused until they choose.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Reason').selectOption('graduated');
  await page.getByLabel('Message for the sponsor').fill('Ruth finished primary school at the top of her class.');
  await page.getByRole('button', { name: 'Record leaving' }).click();
  await expect(page.getByRole('status')).toContainText('the sponsor has been e-mailed');
  await expect(page.getByRole('table', { name: 'All leavings' })).toContainText('Waiting for the sponsor');

  // The sponsor, from the link in the e-mail, with JavaScript off.
  const link = await emailedLinkFor(email, '/my-giving');
  // The section, as a sponsor with JavaScript sees it: no accessibility violation.
  await page.goto(link);
  await expect(page.getByRole('region', { name: 'News about your sponsored child' })).toBeVisible();
  await expectNoAxeViolations(page);
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const sponsor = await noJs.newPage();
  await sponsor.goto(link);
  const news = sponsor.getByRole('region', { name: 'News about your sponsored child' });
  await expect(news).toContainText(`Ruth${stamp} has left our programme (graduated).`);
  await expect(news).toContainText('Ruth finished primary school at the top of her class.');
  await expect(news).not.toContainText('Uwamahoro');
  await expect(sponsor.getByRole('article', { name: `Sponsorship of Ruth${stamp}` })).toContainText('Paused');
  // The child waiting longest that the plan covers is offered first, nothing chosen for the sponsor (issue 39.16);
  // the plan cannot be resumed before the choice.
  const another = news.getByRole('radio', { name: /^Sponsor .+ with my monthly plan$/ });
  await expect(another).not.toBeChecked();
  await expect(
    sponsor.getByRole('article', { name: `Sponsorship of Ruth${stamp}` }).getByRole('button', { name: 'Resume' }),
  ).toHaveCount(0);
  await another.check();
  const offered = /^Sponsor (.+) with my monthly plan$/.exec(
    (
      await news
        .locator('label')
        .filter({ hasText: / with my monthly plan$/ })
        .innerText()
    ).trim(),
  )![1]!;
  await news.getByRole('button', { name: 'Confirm my choice' }).click();
  await expect(
    sponsor.getByRole('region', { name: 'News about your sponsored child' }).getByRole('status'),
  ).toContainText('Your monthly plan now sponsors another child');
  const plan = sponsor.getByRole('article', { name: `Sponsorship of ${offered}` });
  await expect(plan).toContainText('Active');
  await expect(sponsor.getByRole('region', { name: 'News about your sponsored child' })).toContainText(
    'Your choice: Sponsor another child.',
  );
  await noJs.close();

  // Staff see the choice; the child who left is off the public list, the one sponsored is sponsored.
  await page.goto('/dashboard/sponsor_leaving');
  await expect(
    page.getByRole('table', { name: 'All leavings' }).getByRole('row', { name: new RegExp(`Ruth${stamp}`) }),
  ).toContainText('Sponsor another child');
  const list = (await (await page.request.get('/api/pending/sponsors?status=available')).json()) as {
    data: { _id: string; name: string }[];
  };
  expect(list.data.map((c) => c._id)).not.toContain(leaving._id);
  expect(list.data.map((c) => c.name)).not.toContain(offered);
});
