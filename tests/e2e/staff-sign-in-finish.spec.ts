import { readFile } from 'node:fs/promises';
import { LIVE_PORT } from '../../playwright.config';
import { type APIRequestContext, type Browser, bootPage, devices, expect, test } from './fixtures';
import { emailedLinkFor } from './confirm-link';
import { E2E_ADMIN, expectNoAxeViolations, signIn } from './helpers';
import { STAFF_PASSWORD, codeFor, passwordStep, uniqueEmail } from './staff-helpers';

/**
 * Staff sign-in as a new colleague meets it on a phone (issue 39). The second e2e site
 * (LIVE_PORT) asks the finance role for a second factor (STAFF_REQUIRE_2FA=finance), so a
 * finance colleague's first sign-in sets one up; the first site asks nobody.
 */
test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });

/** A finance colleague on the second site: invited by the e2e admin, the link followed through the API. */
async function financeColleague(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('finance');
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  const invited = await request.post('/api/staff/invitations', {
    data: { email, name: 'New finance', role: 'finance' },
  });
  expect(invited.status()).toBe(201);
  const link = await emailedLinkFor(email, '/dashboard/login/invitation', LIVE_PORT);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const accepted = await request.post('/api/auth/invitation', { data: { token, password: STAFF_PASSWORD } });
  expect(accepted.status()).toBe(201);
  return email;
}

/** The first sign-in's enrolment, from the password to the recovery codes on screen. */
async function enrolWithApp(browser: Browser, request: APIRequestContext, javaScriptEnabled: boolean) {
  const email = await financeColleague(request);
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({
    ...phone,
    baseURL: `http://127.0.0.1:${LIVE_PORT}`,
    javaScriptEnabled,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/dashboard\/login\/enrol$/);
  if (javaScriptEnabled) await bootPage(page);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Six-digit code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // Whatever the page still loads after the form, it stays: nothing moves on by itself.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/dashboard\/login\/enrol$/);
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeInViewport();
  await expect(codes.first()).toBeInViewport();
  return { page, context, email, codes: await codes.allTextContents() };
}

test.describe('the recovery codes of a first sign-in (issue 39.1)', () => {
  test('stay on screen with JavaScript, download as a file, and leave only when kept', async ({ browser, request }) => {
    const { page, context, codes } = await enrolWithApp(browser, request, true);
    await expectNoAxeViolations(page, { phone: true });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the codes (.txt)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('recovery-codes.txt');
    const text = await readFile((await file.path())!, 'utf8');
    for (const code of codes) expect(text).toContain(code);
    await expect(page.getByRole('button', { name: 'Print the codes' })).toBeVisible();

    const kept = page.getByRole('link', { name: 'I have kept these codes' });
    await kept.scrollIntoViewIfNeeded();
    await expect(kept).toBeInViewport();
    await kept.click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await context.close();
  });

  test('stay on screen without JavaScript, with the file to download', async ({ browser, request }) => {
    const { page, context, codes } = await enrolWithApp(browser, request, false);
    const href = (await page.getByRole('link', { name: 'Download the codes (.txt)' }).getAttribute('href')) ?? '';
    const text = decodeURIComponent(href.replace(/^data:text\/plain;charset=utf-8,/, ''));
    for (const code of codes) expect(text).toContain(code);
    await page.getByRole('link', { name: 'I have kept these codes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await context.close();
  });
});

test('resetting a colleague’s second factor asks first, on a phone, and says it was done (issue 39.19)', async ({
  browser,
  page,
  request,
}) => {
  const { context, email } = await enrolWithApp(browser, request, true);
  await context.close();
  await signIn(page);
  await page.goto('/dashboard/staff');
  const person = page.getByRole('listitem').filter({ hasText: email });
  const reset = person.getByText('Reset second factor');
  await reset.scrollIntoViewIfNeeded();
  await reset.click();
  // Nothing happened yet: the question, and the button that does it, are on screen.
  await expect(person).toContainText('authenticator app');
  const yes = person.getByRole('button', { name: 'Yes, reset their second factor' });
  await yes.scrollIntoViewIfNeeded();
  await expect(person.getByText(/signs them out everywhere/)).toBeInViewport();
  await expect(yes).toBeInViewport();
  await yes.click();
  await expect(page.getByRole('status').filter({ hasText: 'Their second factor was removed' })).toBeInViewport();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Second factor: none');
});
