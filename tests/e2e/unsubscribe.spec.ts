import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, test } from './fixtures';
import { simpleParser } from 'mailparser';
import { E2E_ADMIN, expectNoAxeViolations } from './helpers';
import { subscribeConfirmed } from './confirm-link';

/**
 * From the newsletter in the mailbox to the address gone: the e2e server has no
 * SMTP_URL, so its messages are .eml files under its DATA_DIR/outbox.
 */
const outbox = path.join(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function subscribed(request: APIRequestContext, token: string, email: string) {
  const res = await request.get('/api/subscriptions', { headers: { authorization: `Bearer ${token}` } });
  const list = (await res.json()) as { _id: string; email: string }[];
  return list.find((s) => s.email === email);
}

/** Subscribes `email`, sends it a newsletter and returns the unsubscribe link found in the .eml. */
async function newsletterLink(request: APIRequestContext, email: string): Promise<string> {
  await subscribeConfirmed(request, email);
  const token = await adminToken(request);
  const sub = await subscribed(request, token, email);
  const sent = await request.post('/api/send-newsletter', {
    headers: { authorization: `Bearer ${token}` },
    data: { subject: 'News from Musanze', message: `Hello ${email}`, subscriptionId: sub!._id },
  });
  expect(sent.status()).toBe(202);

  let link: string | undefined;
  await expect(async () => {
    for (const file of (await readdir(outbox)).filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(outbox, file));
      if (!raw.includes(email)) continue;
      const mail = await simpleParser(raw);
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value[0]?.address !== email) continue;
      link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text ?? '')?.[0];
    }
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  return url.pathname + url.search;
}

test('a subscriber unsubscribes with the link from the newsletter, by pressing the button', async ({
  page,
  request,
}, testInfo) => {
  const email = `unsub-${testInfo.project.name}-${Date.now()}@example.com`;
  const link = await newsletterLink(request, email);

  await page.goto(link);
  await expect(page).toHaveTitle(/^Unsubscribe \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening the page, as a mail scanner would, changes nothing.
  const admin = await adminToken(request);
  expect(await subscribed(request, admin, email)).toBeDefined();
  expect((await request.get(link)).status()).toBe(200);
  expect(await subscribed(request, admin, email)).toBeDefined();

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const done = page.getByRole('status').filter({ hasText: 'You have been unsubscribed' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(`${email} will not receive our newsletter any more.`);
  await expectNoAxeViolations(page);
  expect(await subscribed(request, admin, email)).toBeUndefined();
});

test('the page works without JavaScript', async ({ browser, request }, testInfo) => {
  const email = `nojs-${testInfo.project.name}-${Date.now()}@example.com`;
  const link = await newsletterLink(request, email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  expect(await subscribed(request, await adminToken(request), email)).toBeUndefined();
  await context.close();
});

test('a broken or forged link says so and offers no button', async ({ page }) => {
  await page.goto('/unsubscribe?token=bm9ib2R5QGV4YW1wbGUuY29t.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await expectNoAxeViolations(page);
});
