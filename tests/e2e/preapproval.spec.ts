import { rm } from 'node:fs/promises';
import { formatDate } from '~/shared/format';
import { type MomoDouble, startMomoDouble } from '../doubles/momo';
import { type ServerProcess, freePort, startServerProcess, throwawayPostgres } from '~test/process';
import { emailedLinkFor } from './confirm-link';
import { type Page, expect, test } from './fixtures';
import { E2E_ADMIN, expectNoAxeViolations } from './helpers';

/**
 * MTN MoMo pre-approval on the payer's page (issue 43, MOMO_PREAPPROVAL=true), at phone
 * size: a monthly MoMo gift approved once shows "Automatic until {date}", and "Stop
 * automatic payments" turns it back to a request to approve each month, with JavaScript
 * and without. The shared e2e servers do not set MOMO_PREAPPROVAL: this file runs its own
 * server on a fresh PostgreSQL database, its MoMo settings pointed at the MoMo double
 * started here, and its recurring pass every second (RECURRING_INTERVAL_MS), so that a
 * new plan is asked for its pre-approval at once. The payer approves on the phone: the
 * double answers SUCCESSFUL, and MTN's callback (sent by the double) tells the site.
 */
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let momo: MomoDouble;
let drop: () => Promise<void>;
/** The server's data directory: its e-mails are .eml files in its outbox (confirm-link.ts reads them). */
const outboxKey = `preapproval-${process.env.E2E_PORT ?? 3210}`;
const dataDir = `.e2e-data-${outboxKey}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await rm(dataDir, { recursive: true, force: true });
  // MTN calls back only to the host registered for the API user.
  momo = await startMomoDouble({
    subscriptionKey: 'pe2e-momo-key',
    apiKey: 'pe2e-momo-secret',
    callbackHost: '127.0.0.1',
  });
  const database = await throwawayPostgres();
  drop = database.drop;
  // A live provider needs PUBLIC_URL (its callbacks): the server's own address.
  const port = await freePort();
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NAME: 'E2E Admin',
    RATE_LIMIT_PUBLIC_WRITES: '10000',
    RATE_LIMIT_PAGE_RENDERS: '100000',
    MOMO_BASE_URL: momo.url,
    MOMO_SUBSCRIPTION_KEY: momo.settings.subscriptionKey,
    MOMO_API_USER: momo.settings.apiUser,
    MOMO_API_KEY: momo.settings.apiKey,
    MOMO_TARGET_ENVIRONMENT: momo.settings.targetEnvironment,
    MOMO_PREAPPROVAL: 'true',
    RECURRING_INTERVAL_MS: '1000',
    // The first payment asked about a second after its request, as on the shared e2e servers.
    PAYMENT_FIRST_CHECK_MS: '1000',
    PAYMENT_POLL_INTERVAL_MS: '1000',
  });
});

test.afterAll(async () => {
  await server?.kill();
  await momo?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

const partyId = (phone: string) => `250${phone.slice(1)}`;
/** The pre-approvals MTN holds for this number, oldest first. */
const preapprovalsOf = (phone: string) => [...momo.preapprovals.values()].filter((p) => p.partyId === partyId(phone));

/**
 * A monthly MoMo gift of 5,000 RWF from `phone`, its first payment approved on the phone,
 * then its pre-approval asked by the site and approved: the payer's giving page link.
 */
async function automaticPlan(email: string, phone: string): Promise<string> {
  const res = await fetch(`${server.url}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: 5000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: 'Jean',
      lastName: 'Habimana',
      email,
      phone,
      anonymous: false,
    }),
  });
  expect([201, 202], await res.clone().text()).toContain(res.status);
  // The first payment settles (the site's poller asks the double), the plan is made, the next pass asks.
  await expect.poll(() => preapprovalsOf(phone).length, { timeout: 30_000 }).toBe(1);
  const ref = preapprovalsOf(phone)[0]!.referenceId;
  expect(momo.preapprovals.get(ref)!.payerMessage).toMatch(/up to RWF 5,000 each month until/);
  // The payer approves with their PIN; MTN calls back to the X-Callback-Url the site gave.
  expect(await momo.preapprovalCallback(ref)).toBe(200);
  return server.url + (await emailedLinkFor(email, '/my-giving', outboxKey));
}

/** The plan as the payer's page reads it (GET /api/giving). */
async function planFor(link: string) {
  const token = new URL(link).searchParams.get('token')!;
  const res = await fetch(`${server.url}/api/giving?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { plans: { preapproval?: string | null; automaticUntil?: string | null; automatic?: boolean }[] };
  };
  expect(body.data.plans).toHaveLength(1);
  return body.data.plans[0]!;
}

/** "Automatic until" a year from today (the pre-approval's validity), as the page writes it. */
function untilText(automaticUntil: string) {
  const inAYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
  expect(automaticUntil).toBe(inAYear);
  return `Automatic until ${formatDate(`${automaticUntil}T12:00:00Z`, 'en', { dateStyle: 'long' })}`;
}

async function stopsAutomatic(page: Page, link: string, phone: string) {
  const plan = page.getByRole('article', { name: 'Monthly gift: General Donation' });
  await expect(plan).toContainText('Active');
  const until = untilText((await planFor(link)).automaticUntil!);
  // The page is several screens on a phone: its summary at the top leads to the plans.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Monthly plans' }).click();
  await expect(plan.getByText(until)).toBeInViewport();
  await expect(plan).toContainText('Taken each month without a prompt, up to RWF 5,000.');

  await plan.getByRole('button', { name: /^Stop automatic payments/ }).click();
  const answer = plan.getByRole('status').filter({ hasText: 'Automatic payments are stopped.' });
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText('Each month your phone will receive a request to approve instead.');
  // Back on monthly prompts: no "automatic until", nothing left to stop, the plan still active.
  await expect(plan.getByText(/^Automatic until/)).toHaveCount(0);
  await expect(plan.getByRole('button', { name: /^Stop automatic payments/ })).toHaveCount(0);
  await expect(plan).toContainText('Active');
  expect(await planFor(link)).toMatchObject({ preapproval: null, automaticUntil: null, automatic: false });
  // Cancelled at MTN at once (DELETE), so nothing is taken from the phone without a prompt.
  expect(preapprovalsOf(phone)[0]!.cancelledAt).toBeDefined();
}

test('a payer sees "Automatic until" on their giving page and stops automatic payments', async ({ page }) => {
  const phone = '0788501001';
  const link = await automaticPlan('auto-js@example.org', phone);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'My giving' })).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });
  await stopsAutomatic(page, link, phone);
  await expectNoAxeViolations(page, { phone: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same stop is a plain form post', async ({ page }) => {
    const phone = '0788501002';
    const link = await automaticPlan('auto-nojs@example.org', phone);
    await page.goto(link);
    await stopsAutomatic(page, link, phone);
  });
});
