import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Records staff act on: donors, donation detail, offline gifts, gift orders, the activity log. */
// Two long flows, each with several axe runs, on a machine that others share.
test.setTimeout(240_000);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Donor' };
const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

async function csvOf(download: Download): Promise<string[]> {
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split('\r\n');
}
/** A CSV stamp ("YYYY-MM-DD HH:mm") read as Kigali time (UTC+2) is close to now: not UTC. */
const isKigaliNow = (stamp: string) =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(stamp) &&
  Math.abs(Date.parse(`${stamp.replace(' ', 'T')}:00+02:00`) - Date.now()) < 30 * 60_000;

test('Donors: offline gift recorded, donation detail, grouped by e-mail with the anonymous mark and monthly plan, CSV in Kigali time', async ({
  page,
}) => {
  const tag = unique();
  const email = `donor${tag}@example.org`;
  const res = await page.request.post('/api/donations', {
    data: {
      amount: 4321,
      donationType: 'monthly',
      paymentMethod: 'card',
      firstName: `Ano${tag}`,
      lastName: 'Giver',
      email,
      phone: '',
      anonymous: true,
      ...card,
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signIn(page);
  await page.goto('/dashboard/viewdonation');
  await page.getByRole('button', { name: 'Record an offline gift' }).click();
  const form = page.getByRole('dialog', { name: 'Record a gift received offline' });
  await form.getByRole('button', { name: 'Record gift' }).click();
  await expect(form.getByText('Please enter a valid donation amount')).toBeVisible();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByLabel('Amount (RWF)')).toBeFocused();
  await expectNoAxeViolations(page, { phone: true });
  await form.getByLabel('Amount (RWF)').fill('15000');
  await form.getByLabel('Received by').selectOption('bank');
  await form.getByLabel("Donor's first name").fill(`Off${tag}`);
  await form.getByLabel("Donor's last name").fill('Giver');
  await form.getByLabel("Donor's email").fill(email.toUpperCase());
  await form.getByLabel('Note (optional)').fill('Transfer reference BK-77');
  await form.getByRole('button', { name: 'Record gift' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gift recorded' })).toBeVisible();
  await expect(form).toBeHidden();

  const offlineRow = visible(page, '[data-donation]').filter({ hasText: `Off${tag} Giver` });
  await expect(offlineRow).toContainText('Offline');
  await expect(offlineRow).toContainText('Bank transfer');
  await offlineRow.getByRole('button', { name: new RegExp(`from Off${tag} Giver`) }).click();
  const detail = page.getByRole('dialog', { name: 'Donation details' });
  await expect(detail).toContainText('RWF 15,000');
  await expect(detail).toContainText('Transfer reference BK-77');
  await expect(detail).toContainText('Recorded by');
  await expect(detail).toContainText('No receipt sent');
  await expect(detail.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expectNoAxeViolations(page, { phone: true });
  await detail.getByRole('button', { name: 'Close' }).click();

  // Donors: both gifts under one (lower-cased) address; anonymous to the public, named and marked here.
  await page.goto('/dashboard/donors');
  await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText('1 donor', { exact: true })).toBeVisible();
  const donor = visible(page, '[data-donor]');
  await expect(donor).toHaveCount(1);
  await expect(donor).toContainText('Anonymous');
  await expect(donor).toContainText('RWF 19,321');
  await donor.getByRole('link', { name: `Off${tag} Giver` }).click();
  const record = page.getByRole('region', { name: /Off.* Giver/ });
  await expect(record).toContainText('2 gifts');
  await expect(record).toContainText('Offline');
  await expect(record).toContainText('DN-');
  await expect(record.getByRole('heading', { name: /Giver/ })).toBeFocused();
  // The monthly gift is a plan on the record, managed in the Recurring section.
  await expect(record.getByRole('heading', { name: 'Monthly plans' })).toBeVisible();
  await expect(record.getByTestId('donor-plans')).toContainText('RWF 4,321 a month by Card');
  await expect(record.getByTestId('donor-plans')).toContainText('Active');
  await expect(record.getByRole('link', { name: 'Pause, resume or cancel in Recurring' })).toHaveAttribute(
    'href',
    '/dashboard/recurring',
  );
  await expectNoAxeViolations(page, { phone: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = await csvOf(await downloading);
  expect(lines[0]).toBe(
    'Name,Email,Phone,Anonymous,Gifts,Total in RWF (RWF),Gift orders in USD (USD),First gift (Africa/Kigali),Last gift (Africa/Kigali)',
  );
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(',');
  expect(cells.slice(0, 6)).toEqual([`Off${tag} Giver`, email, '', 'Yes', '2', '19321']);
  expect(isKigaliNow(cells[8]!)).toBe(true);
});

test('Gift Orders: buyer, items, total and status, searchable, exported; the Activity log filters by record', async ({
  page,
}) => {
  const tag = unique();
  const gifts = ((await (await page.request.get('/api/catalog')).json()) as { data: { _id: string; name: string }[] })
    .data;
  const goat = gifts[0]!;
  const res = await page.request.post('/api/orders', {
    data: {
      items: [goat._id, goat._id],
      paymentMethod: 'card',
      buyerName: `Buyer ${tag}`,
      buyerEmail: `buyer${tag}@example.org`,
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'B' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signIn(page);
  await page.goto('/dashboard/giftorders');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by buyer, reference or gift' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const order = visible(page, '[data-order]');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`Buyer ${tag}`);
  await expect(order).toContainText(goat.name);
  await expect(order).toContainText('Paid');
  await expect(order.getByRole('link', { name: `buyer${tag}@example.org` })).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = await csvOf(await downloading);
  expect(lines[0]).toBe('Reference,Date (Africa/Kigali),Buyer,Email,Items,Total (USD),Method,Status');
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(',');
  expect(cells.slice(2, 5)).toEqual([`Buyer ${tag}`, `buyer${tag}@example.org`, `${goat.name}; ${goat.name}`]);
  expect(isKigaliNow(cells[1]!)).toBe(true);
  await page.getByRole('searchbox', { name: 'Search by buyer, reference or gift' }).fill(`${tag}-none`);
  await expect(page.getByText(`No order matches "${tag}-none".`)).toBeVisible();

  // Activity: a staff change (a skill added then renamed), filtered by record, edits shown before and after.
  const skill = await page.request.post('/api/availability', {
    data: { name: `Skill ${tag}`, description: 'Reading with children', requirements: ['Patience'] },
  });
  expect(skill.status()).toBe(201);
  const id = ((await skill.json()) as { data: { _id: string } }).data._id;
  const edit = await page.request.put(`/api/availability/${id}`, {
    data: { name: `Renamed ${tag}`, description: 'Reading with children', requirements: ['Patience'] },
  });
  expect(edit.status()).toBe(200);
  await page.goto('/dashboard/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record', exact: true }).selectOption('skill');
  await expect(page).toHaveURL(/entity=skill/);
  await page.getByRole('searchbox', { name: 'Record id' }).fill(id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`entityId=${id}`));
  const entries = page.locator('[data-activity]');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`edited · Skill Renamed ${tag}`);
  await entries.first().locator('summary', { hasText: '1 field changed' }).click();
  await expect(entries.first().getByRole('row', { name: /name/ })).toContainText(`Skill ${tag}`);
  await expect(entries.first().getByRole('row', { name: /name/ })).toContainText(`Renamed ${tag}`);
  await expect(entries.last()).toContainText(`created · Skill Skill ${tag}`);
  await expectNoAxeViolations(page, { phone: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
