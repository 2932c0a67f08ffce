import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DnsDouble, startDns } from '../doubles/dns';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * Site settings, the launch checklist and the removal of the demo content change the
 * whole site, so these run on a fresh install of their own (seeded with the demo), not
 * on the server the other specs share.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const admin = { email: 'settings-admin@example.org', password: 'settings-password-1234' };
let server: ServerProcess;
let dataDir: string;
/** The sender domain's DNS, a double of the spec's own (DNS_SERVER): "Check again" reads what it says. */
let zone: DnsDouble;
const DMARC = '_dmarc.charity.example';

test.beforeAll(async () => {
  // A fresh server seeds the demo content first: slower than a test on a busy machine.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'settings-e2e-'));
  zone = await startDns();
  server = await startServerProcess({
    DNS_SERVER: zone.server,
    MAIL_FROM: 'Hope for Musanze Children <hello@charity.example>',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: 'Settings Admin',
    RATE_LIMIT_PUBLIC_WRITES: '100000',
    RATE_LIMIT_PAGE_RENDERS: '100000',
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.kill();
  await zone?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/dashboard/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
}

const settingsPage = (page: Page) => page.goto(`${server.url}/dashboard/site_settings`);

test('a change in Site settings reaches the public pages at once, in all three languages', async ({ page }) => {
  // A visitor of their own (the language they choose is remembered in a cookie). The
  // public pages are cached: read them first, so the change must get past the cache.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  for (const lang of ['rw', 'fr', 'en']) {
    await visitor.goto(`${server.url}/?lang=${lang}`);
    await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(/school|ishuri|école/i);
  }
  await signIn(page);
  await settingsPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Home page' });
  const group = hero.getByRole('group', { name: 'Headline' });
  await group.getByLabel('English').fill('');
  await hero.getByRole('button', { name: 'Save Home page' }).click();
  // Refused in the browser, announced, focus on the field.
  await expect(hero.getByRole('alert')).toHaveText('Please correct the field marked below.');
  await expect(group.getByLabel('English')).toBeFocused();
  await group.getByLabel('English').fill('A school for every child');
  await group.getByLabel('Kinyarwanda').fill('Ishuri kuri buri mwana');
  await group.getByLabel('Français').fill('Une école pour chaque enfant');
  await hero.getByRole('button', { name: 'Save Home page' }).click();
  await expect(hero.getByRole('status')).toHaveText('Home page: saved. The public pages show it now.');
  await expectNoAxeViolations(page);

  for (const [lang, text] of [
    ['rw', 'Ishuri kuri buri mwana'],
    ['fr', 'Une école pour chaque enfant'],
    ['en', 'A school for every child'],
  ]) {
    await visitor.goto(`${server.url}/?lang=${lang}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text!);
  }
  await visitor.context().close();
});

test('the launch checklist stays until each item is done, and goes item by item', async ({ page }) => {
  await signIn(page);
  // In full on the first screen; on the others one line leads back to it.
  const checklist = page.getByRole('region', { name: 'Before you launch' });
  await expect(checklist).toContainText('8 things are left');
  await checklist.getByRole('link', { name: 'Set the contact details' }).click();
  const line = page.getByTestId('launch-line');
  await expect(line).toHaveText('Launch checklist: 0 of 8 done');
  await expect(checklist).toHaveCount(0);
  const identity = page.getByRole('region', { name: 'Organisation', exact: true });
  await identity.getByLabel('Public e-mail').fill('office@hope-musanze.rw');
  await identity.getByLabel('Phone', { exact: true }).fill('+250 788 123 456');
  await identity.getByRole('button', { name: 'Save Organisation' }).click();
  await expect(identity.getByRole('status')).toContainText('saved');
  await expect(line).toHaveText('Launch checklist: 1 of 8 done');

  // What receipts need for a tax office: the legal name, the RGB number and a signatory.
  const receipts = identity.getByRole('group', { name: 'Receipts (for tax offices)' });
  await receipts.getByLabel('Legal name (as registered)').fill('Hope for Musanze Children Rwanda');
  await receipts.getByLabel('Registration number (Rwanda Governance Board)').fill('RGB/NGO/RL/0123/2019');
  await receipts.getByLabel("Signatory's name").fill('Jeanne Uwase');
  await identity.getByRole('button', { name: 'Save Organisation' }).click();
  await expect(line).toHaveText('Launch checklist: 2 of 8 done');

  const password = page.getByRole('region', { name: 'Your password' });
  await password.getByLabel('Current password').fill('not-my-password-99');
  await password.getByLabel('New password', { exact: true }).fill('a-brand-new-Passphrase-1');
  await password.getByLabel('New password again').fill('a-brand-new-Passphrase-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toBeFocused();
  await expect(password.getByText('Your current password is not correct')).toBeVisible();
  await password.getByLabel('Current password').fill(admin.password);
  await password.getByLabel('New password', { exact: true }).fill('a-brand-new-Passphrase-1');
  await password.getByLabel('New password again').fill('a-brand-new-Passphrase-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been changed.');
  admin.password = 'a-brand-new-Passphrase-1';
  await expect(line).toHaveText('Launch checklist: 3 of 8 done');

  // The demo's claims on the donate page ("Over 50,000 donors"): staff confirm or edit them.
  await line.getByRole('link').click();
  await expect(checklist).toContainText('5 things are left');
  await checklist.getByRole('link', { name: 'Check the donate page’s claims' }).click();
  const donate = page.getByRole('region', { name: 'Donate page', exact: true });
  await donate.getByRole('button', { name: 'Save Donate page' }).click();
  await expect(line).toHaveText('Launch checklist: 4 of 8 done');
  // The contact change is on the public Contact page too.
  await page.goto(`${server.url}/contact`);
  await expect(page.getByRole('link', { name: 'office@hope-musanze.rw', exact: true })).toBeVisible();
});

/** The sender records' section, and its DMARC part once looked up. */
const senderOf = (page: Page) => {
  const sender = page.getByRole('region', { name: 'E-mail sender records' });
  return { sender, dmarc: sender.locator('[data-sender-part="dmarc"]') };
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Check again" looks the sender records up by a plain post, the new answer where the button is', async ({
    page,
  }) => {
    await signIn(page);
    await settingsPage(page);
    const { sender, dmarc } = senderOf(page);
    await sender.getByRole('button', { name: 'Check again' }).click();
    await expect(dmarc).toContainText('Missing');
    zone.txt.set(DMARC, ['v=DMARC1; p=none; rua=mailto:office@hope-musanze.rw']);
    await sender.getByRole('button', { name: 'Check again' }).click();
    await expect(dmarc).toContainText('Done');
    await expect(dmarc).toContainText('This record is right.');
    await expect(sender.getByRole('alert')).toHaveCount(0);
    // The new page opens at the section, its answer in view.
    await expect(sender.getByRole('button', { name: 'Check again' })).toBeInViewport();
  });

  test('the demo removal asks for the word typed by hand; the API refuses another, and nothing goes', async ({
    page,
  }) => {
    await signIn(page);
    await settingsPage(page);
    const demo = page.getByRole('region', { name: 'Demo content' });
    await expect(demo).toContainText('Records your team created stay.');
    await demo.getByLabel('To confirm, type remove-demo-content').fill('remove the demo');
    await demo.getByRole('button', { name: 'Remove demo content' }).click();
    const field = demo.getByLabel('To confirm, type remove-demo-content');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(demo.getByText('Type remove-demo-content exactly: nothing was removed.')).toBeInViewport();
    await expect(demo.getByRole('listitem').first()).toBeVisible();
  });
});

test('"Check again" with JavaScript: no new page, the records read again in place', async ({ page }) => {
  await signIn(page);
  await settingsPage(page);
  const { sender, dmarc } = senderOf(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  zone.txt.set(DMARC, ['v=DMARC1; p=none', 'v=DMARC1; p=reject']);
  await sender.getByRole('button', { name: 'Check again' }).click();
  await expect(dmarc).toContainText('Needs a change');
  await expect(dmarc).toContainText('There are two records');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expectNoAxeViolations(page);
});

test('demo content is marked and removed in one confirmed action, keeping staff records', async ({ page }) => {
  await signIn(page);
  const staff = await page.request.post(`${server.url}/api/availability`, {
    data: { name: 'Staff-made skill' },
    headers: { origin: server.url },
  });
  expect(staff.status()).toBe(201);
  await page.goto(`${server.url}/dashboard/skills_interests`);
  await expect(page.getByRole('rowheader', { name: 'Staff-made skill', exact: true })).toBeVisible();
  await expect(page.getByText('Demo', { exact: true }).first()).toBeVisible();
  const badges = await page.getByText('Demo', { exact: true }).count();
  expect(badges).toBeGreaterThan(0);

  await settingsPage(page);
  const demo = page.getByRole('region', { name: 'Demo content' });
  await demo.getByRole('button', { name: 'Remove demo content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the demo content?' });
  await expect(dialog).toContainText('Records your team created stay.');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();
  await demo.getByRole('button', { name: 'Remove demo content' }).click();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(demo.getByRole('status')).toHaveText('The demo content was removed.');
  await expect(demo).toContainText('There is no demo content left.');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  await page.goto(`${server.url}/dashboard/skills_interests`);
  await expect(page.getByRole('rowheader', { name: 'Staff-made skill', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByText('Demo', { exact: true })).toHaveCount(0);
  await page.goto(`${server.url}/catalog`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(((await (await page.request.get(`${server.url}/api/catalog`)).json()) as { data: unknown[] }).data).toEqual(
    [],
  );
});
