import { readFile } from 'node:fs/promises';
import type { DonationPage } from '~/shared/schemas/donation';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Donations made through the public API appear in Donation Records, filtered and exported. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Donor' };

async function donate(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/donations', {
    data: {
      donationType: 'one-time',
      paymentMethod: 'card',
      lastName: 'Donor',
      phone: '',
      anonymous: false,
      ...card,
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const records = (page: Page, isMobile: boolean) =>
  isMobile
    ? page.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Donations, newest first' }).locator('tbody tr');

type Totals = Pick<DonationPage, 'total' | 'totalAmount' | 'donors'>;
const totals = async (page: Page, query: string) =>
  (await (await page.request.get(`/api/donations?${query}`)).json()) as Totals;
const rwf = (n: number) => `RWF ${n.toLocaleString('en-US')}`;

test('real donations are listed with the donor (anonymous ones marked), filtered in the URL and totalled', async ({
  page,
  request,
  isMobile,
}) => {
  const tag = unique();
  await donate(request, { amount: 12345, firstName: `Card${tag}`, email: `card${tag}@example.org` });
  await donate(request, {
    amount: 6789,
    donationType: 'monthly',
    paymentMethod: 'airtime',
    firstName: `Air${tag}`,
    email: `air${tag}@example.org`,
    phone: '0788123456',
    pin: '1234',
  });
  await donate(request, {
    amount: 4321,
    firstName: `Hidden${tag}`,
    email: `hidden${tag}@example.org`,
    anonymous: true,
  });

  await signIn(page);
  await page.goto('/dashboard/viewdonation');
  await expect(page.getByRole('heading', { level: 1, name: 'Donation Records' })).toBeVisible();
  const cardRow = records(page, isMobile).filter({ hasText: `Card${tag} Donor` });
  await expect(cardRow).toHaveCount(1);
  await expect(cardRow).toContainText('RWF 12,345');
  await expect(cardRow).toContainText('One-time');
  await expect(cardRow).toContainText('Card');
  const airRow = records(page, isMobile).filter({ hasText: `Air${tag} Donor` });
  await expect(airRow).toContainText('RWF 6,789');
  await expect(airRow).toContainText('Monthly');
  await expect(airRow).toContainText('Airtime');
  // Anonymous to the public, not to staff: named, with the mark.
  await expect(records(page, isMobile).filter({ hasText: `Hidden${tag} Donor` })).toContainText('Anonymous');

  const all = await totals(page, '');
  await expect(page.locator('[data-total="totalDonations"]')).toContainText(rwf(all.totalAmount));
  await expect(page.locator('[data-total="donors"]')).toContainText(String(all.donors));
  await expectNoAxeViolations(page, { phone: true });

  // Filters live in the URL and the totals follow them.
  await page.getByRole('combobox', { name: 'Method' }).selectOption('airtime');
  await expect(page).toHaveURL(/method=airtime/);
  await expect(records(page, isMobile).filter({ hasText: `Air${tag} Donor` })).toHaveCount(1);
  await expect(records(page, isMobile).filter({ hasText: `Card${tag} Donor` })).toHaveCount(0);
  const airtime = await totals(page, 'method=airtime');
  await expect(page.locator('[data-total="totalDonations"]')).toContainText(rwf(airtime.totalAmount));
  await expect(page.locator('[data-total="records"]')).toContainText(String(airtime.total));

  await page.getByRole('combobox', { name: 'Type' }).selectOption('one-time');
  await expect(page).toHaveURL(/type=one-time/);
  await expect(records(page, isMobile).filter({ hasText: `Air${tag} Donor` })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('monthly');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('7d');
  await expect(page).toHaveURL(/period=7d/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('airtime');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('monthly');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
  await expect(records(page, isMobile).filter({ hasText: `Air${tag} Donor` })).toHaveCount(1);

  // Export CSV: every record the filters select.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('donations-7d-monthly-airtime.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Donor,Email,Anonymous,Recorded offline,Amount (RWF),Type,Method,For,Date (Africa/Kigali)',
  );
  const air = lines.find((l) =>
    l.includes(`Air${tag} Donor,air${tag}@example.org,No,No,6789,Monthly,Airtime,General Donation,`),
  );
  // Kigali's calendar and clock (UTC+2), never UTC: made a moment ago, read as Kigali time.
  const stamp = air?.split(',').at(-1) ?? '';
  expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(Math.abs(Date.parse(`${stamp.replace(' ', 'T')}:00+02:00`) - Date.now())).toBeLessThan(30 * 60_000);

  expect(lines.some((l) => l.includes(`Card${tag}`))).toBe(false);
  expect(lines.length - 1).toBe((await totals(page, 'period=7d&type=monthly&method=airtime')).total);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/method=|type=|period=/);
  await expect(records(page, isMobile).filter({ hasText: `Card${tag} Donor` })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('no donation matching the filters says so; paging lives in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/viewdonation?period=7d&type=monthly&method=card&page=999');
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('card');
  if ((await totals(page, 'period=7d&type=monthly&method=card')).total === 0) {
    await expect(page.getByText('No donations found')).toBeVisible();
  }
  await page.goto('/dashboard/viewdonation?page=999'); // past the end: the last page
  const { total } = await totals(page, '');
  const pages = Math.max(1, Math.ceil(total / 20));
  if (pages > 1) {
    await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages - 1}`));
  } else {
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(records(page, false).or(records(page, true)).first()).toBeVisible();
  }
});
