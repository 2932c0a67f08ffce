import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { emailedLinkFor } from './confirm-link';
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * Issue 24, without JavaScript on a phone-sized screen: a raise asked from the giving
 * page changes nothing until the payer confirms it from the link e-mailed to them; then
 * the payer signs out of all links, the old one stops working and a new one arrives.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const outbox = path.join(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');

/** Every link to /my-giving e-mailed to `email` so far (the .eml files of the e2e server). */
async function givingLinksFor(email: string): Promise<string[]> {
  const links: string[] = [];
  for (const file of (await readdir(outbox)).filter((f) => f.endsWith('.eml'))) {
    const raw = await readFile(path.join(outbox, file));
    if (!raw.includes(email)) continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address !== email) continue;
    for (const m of (mail.text ?? '').matchAll(/https?:\/\/\S+?(\/my-giving\?token=\S+)/g)) links.push(m[1]!);
  }
  return links;
}

async function giveMonthly(request: APIRequestContext, email: string) {
  const res = await request.post('/api/donations', {
    data: {
      amount: 7000,
      donationType: 'monthly',
      paymentMethod: 'momo',
      firstName: 'Claudine',
      lastName: 'Raise',
      email,
      phone: '0788123456',
      pin: '1234',
      anonymous: false,
    },
  });
  expect(res.status()).toBe(201);
}

test('a raise waits for the e-mailed confirmation, and signing out of all links voids the old ones', async ({
  page,
  request,
  browser,
}, info) => {
  // axe runs in the page, so it checks these pages in a second window with JavaScript on.
  const scripted = await (
    await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } })
  ).newPage();
  const email = `raise-${info.project.name}-${Date.now()}@example.org`;
  await giveMonthly(request, email);
  const link = await emailedLinkFor(email, '/my-giving');
  await page.goto(link);
  const plan = page.getByRole('article', { name: 'Monthly gift: General Donation' });
  await expect(plan).toContainText('RWF 7,000');
  await plan.getByLabel('New monthly amount (RWF)').fill('12000');
  await plan.getByRole('button', { name: 'Change amount' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent you a link to confirm' })).toBeVisible();
  await expect(plan).toContainText('RWF 7,000'); // nothing changed yet

  const confirmLink = await emailedLinkFor(email, '/my-giving/confirm');
  await scripted.goto(confirmLink);
  await expect(scripted.getByTestId('new-amount')).toHaveText('RWF 12,000');
  await expectNoAxeViolations(scripted);
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm a new monthly amount' })).toBeVisible();
  await expect(page.getByTestId('new-amount')).toHaveText('RWF 12,000');
  await page.getByRole('button', { name: 'Confirm the new amount' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The monthly amount is now RWF 12,000' })).toBeVisible();
  await page.goto(confirmLink); // the link works once
  await expect(page.getByRole('alert').filter({ hasText: 'already confirmed' })).toBeVisible();

  await scripted.goto(link);
  await expect(scripted.getByRole('region', { name: 'Sign out of all links' })).toBeVisible();
  await expectNoAxeViolations(scripted);
  await scripted.context().close();
  await page.goto(link);
  await expect(plan).toContainText('RWF 12,000');
  await page.getByRole('button', { name: 'Sign out of all links' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out of all links' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid or has expired' })).toBeVisible();

  // The new link e-mailed after signing out opens the page; every earlier one is refused.
  const working = async () => {
    const ok: string[] = [];
    for (const l of await givingLinksFor(email))
      if ((await request.get(l.replace('/my-giving', '/api/giving'))).status() === 200) ok.push(l);
    return ok;
  };
  await expect.poll(async () => (await working()).length, { timeout: 15_000 }).toBe(1);
  const [fresh] = await working();
  await page.goto(fresh!);
  await expect(page.getByRole('article', { name: 'Monthly gift: General Donation' })).toContainText('RWF 12,000');
});
