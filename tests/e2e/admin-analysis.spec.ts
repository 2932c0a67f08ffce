import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import pg from 'pg';
import { type ServerProcess, startServerProcess, throwawayPostgres } from '~test/process';
import { E2E_ADMIN, expectNoAxeViolations } from './helpers';

/**
 * The analysis figures for a known set of records. The shared e2e server's database
 * changes under other tests, so this file runs its own server on a fresh PostgreSQL
 * database it can also move records back in time in (8 days ago: the previous 7-day
 * period; 20 days ago: in neither, but in the last 30 days).
 */
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let db: pg.Client;
let drop: () => Promise<void>;
let dataDir: string;

async function post(pathname: string, body: unknown, status = 201) {
  const res = await fetch(server.url + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${pathname}: ${await res.clone().text()}`).toBe(status);
}

const donor = { lastName: 'Known', email: 'known@example.org', phone: '', anonymous: false };
const card = { cardNumber: '4242424242424242', cardExpiry: '09/30', cardCvc: '123', cardName: 'K' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const database = await throwawayPostgres();
  drop = database.drop;
  dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-analysis-'));
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NAME: 'E2E Admin',
    RATE_LIMIT_PUBLIC_WRITES: '10000',
    RATE_LIMIT_PAGE_RENDERS: '100000',
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();

  // Contact messages: two now, one 8 days ago, one 20 days ago.
  for (const subject of ['Now A', 'Now B', 'Old 8', 'Old 20'])
    await post('/api/contact', { fullname: 'Known Sender', email: 'sender@example.org', subject, message: 'Hi' });
  await db.query(`UPDATE contact_messages SET created_at = now() - interval '8 days' WHERE subject = 'Old 8'`);
  await db.query(`UPDATE contact_messages SET created_at = now() - interval '20 days' WHERE subject = 'Old 20'`);

  // Donations now: 10,000 (card) and 20,000 (monthly, MoMo); one declined; 15,000 eight days ago.
  await post('/api/donations', {
    amount: 10000,
    donationType: 'one-time',
    paymentMethod: 'card',
    firstName: 'Ann',
    ...donor,
    ...card,
  });
  await post('/api/donations', {
    amount: 20000,
    donationType: 'monthly',
    paymentMethod: 'momo',
    firstName: 'Ben',
    ...donor,
    email: 'ben@example.org',
    phone: '0788123456',
    pin: '1234',
  });
  await post(
    '/api/donations',
    {
      amount: 7000,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Cy',
      ...donor,
      ...card,
      cardNumber: '4000000000000002',
    },
    402,
  );
  await post('/api/donations', {
    amount: 15000,
    donationType: 'one-time',
    paymentMethod: 'card',
    firstName: 'Old',
    ...donor,
    ...card,
  });
  await db.query(`UPDATE payments SET created_at = now() - interval '8 days'
                  WHERE id = (SELECT payment_id FROM donations WHERE amount_rwf = 15000)`);
  await db.query(`UPDATE donations SET created_at = now() - interval '8 days' WHERE amount_rwf = 15000`);

  // A sponsorship of Aline (25,000 RWF) and an order of two goats ($80.00).
  // Listed: the guardian's consent to listing is recorded (docs/children-protection.md).
  const child = await db.query(`INSERT INTO children (name, age, location, story, monthly_support,
                                  consent_given_by, consent_given_on, consent_scope)
                                VALUES ('Aline', 8, 'Kinigi', 'A story', 25000, 'Guardian', '2026-01-05', '{listing}')
                                RETURNING id`);
  await post('/api/pay/sponsors', {
    childId: child.rows[0].id,
    sponsorName: 'Known Sponsor',
    sponsorEmail: 'sponsor@example.org',
    sponsorPhone: '0788000111',
    amount: 25000,
    paymentMethod: 'card',
    paymentFrequency: 'monthly',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/29', cardCvv: '123', cardName: 'K' },
  });
  const goat = await db.query(
    `INSERT INTO gifts (name, price_cents, category) VALUES ('Goat', 4000, 'food') RETURNING id`,
  );
  await post('/api/orders', {
    items: [goat.rows[0].id, goat.rows[0].id],
    buyerName: 'Test Buyer',
    buyerEmail: 'buyer@example.org',
    paymentMethod: 'card',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'K' },
  });
});

test.afterAll(async () => {
  await db?.end();
  await server?.kill();
  await drop?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInThere(page: Page) {
  await page.goto(`${server.url}/dashboard/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
}

const card$ = (page: Page, key: string) => page.getByTestId(`card-${key}`);
const change$ = (page: Page, key: string) => page.getByTestId(`change-${key}`);

test('the analysis cards, engagement, top content and tiles show the known records', async ({ page }) => {
  await signInThere(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');

  const expected: [string, string, string][] = [
    ['messages', '2', '+100%'],
    ['donations', '2', '+100%'],
    ['sponsorships', '1', 'New'],
    ['catalogItems', '2', 'New'],
    ['blogPosts', '0', '0%'],
    ['revenueRwf', 'RWF 55,000', '+266.7%'], // 10,000 + 20,000 + 25,000 against 15,000
  ];
  for (const [key, value, change] of expected) {
    await expect(card$(page, key)).toHaveText(value);
    await expect(change$(page, key)).toContainText(change);
  }
  await expect(change$(page, 'messages')).toContainText('Up');
  await expect(page.locator('[data-card="revenueRwf"]')).toContainText('Previous period: RWF 15,000');

  // Engagement dots: green above 85, yellow above 75, red otherwise.
  const dot = (key: string) => page.locator(`[data-engagement="${key}"] [data-tone]`);
  await expect(page.locator('[data-engagement="paymentsApproved"]')).toContainText('80%'); // 4 of 5 attempts
  await expect(dot('paymentsApproved')).toHaveAttribute('data-tone', 'yellow');
  await expect(page.locator('[data-engagement="childrenSponsored"]')).toContainText('100%');
  await expect(dot('childrenSponsored')).toHaveAttribute('data-tone', 'green');
  await expect(page.locator('[data-engagement="messagesRead"]')).toContainText('0%');
  await expect(dot('messagesRead')).toHaveAttribute('data-tone', 'red');
  await expect(page.locator('[data-engagement="monthlyDonations"]')).toContainText('50%');

  const top = page.getByRole('region', { name: 'Top Performing Content' });
  await expect(top.locator('[data-top="gifts"]')).toContainText('Goat');
  await expect(top.locator('[data-top="gifts"]')).toContainText('2 units · $80.00');
  await expect(top.locator('[data-top="children"]')).toContainText('Aline');
  await expect(top.locator('[data-top="children"]')).toContainText('RWF 25,000 from 1 payment');
  await expect(top.locator('[data-top="posts"]')).toContainText('Nothing in this period');

  await expect(page.locator('[data-tile="giftSales"]')).toContainText('$80.00');
  await expect(page.locator('[data-tile="giftSales"]')).toContainText('1 order');
  await expect(page.locator('[data-tile="averageDonation"]')).toContainText('RWF 15,000');
  await expect(page.locator('[data-tile="donors"]')).toContainText('2');

  // The four charts load in the browser.
  for (const name of ['Weekly Performance', 'Activity Distribution', 'Revenue Trend', 'Engagement Metrics']) {
    const panel = page.getByRole('region', { name });
    await expect(panel).toBeVisible();
    await expect(panel.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the period lives in the URL and changes the figures', async ({ page }) => {
  await signInThere(page);
  await page.getByRole('combobox', { name: 'Period' }).selectOption('30d');
  await expect(page).toHaveURL(/\?period=30d$/);
  await expect(card$(page, 'messages')).toHaveText('4'); // now, 8 and 20 days ago
  await expect(change$(page, 'messages')).toContainText('New');
  await expect(card$(page, 'revenueRwf')).toHaveText('RWF 70,000');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('30d');
  await expect(card$(page, 'messages')).toHaveText('4');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('1y');
  await expect(page).toHaveURL(/\?period=1y$/);
  await expect(card$(page, 'donations')).toHaveText('3');
});

test('Export downloads a CSV of the figures shown', async ({ page }) => {
  await signInThere(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Analytics Dashboard');
  expect(lines).toContain('Period,Last 7 days');
  expect(lines).toContain('Metric,This period,Previous period,Change (%)');
  expect(lines).toContain('Contact Messages,2,1,100');
  expect(lines).toContain('Sponsorships,1,0,New');
  expect(lines).toContain('Total Revenue,55000,15000,266.7');
  expect(lines).toContain('Payments approved,80');
  expect(lines).toContain('Gifts by units ordered,Goat,2,80');
});

test('recharts is loaded on the analysis page only', async ({ page }) => {
  await signInThere(page);
  const scripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  await expect(
    page.getByRole('region', { name: 'Revenue Trend' }).locator('svg.recharts-surface').last(),
  ).toBeVisible();
  expect((await scripts()).some((p) => /\/assets\/charts-[\w-]+\.js$/.test(p))).toBe(true);
  await page.goto(`${server.url}/dashboard/viewmessage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect((await scripts()).some((p) => /\/assets\/charts-[\w-]+\.js$/.test(p))).toBe(false);
});
