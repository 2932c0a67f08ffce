import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { STAFF_PASSWORD, colleague, passwordStep } from './staff-helpers';

/**
 * A passkey through Chromium's virtual authenticator (the DevTools protocol's WebAuthn
 * domain): a platform authenticator with resident keys and user verification, as a
 * phone's fingerprint reader is. The real ceremony runs: @simplewebauthn/browser in the
 * page, @simplewebauthn/server on the server.
 */
// WebAuthn takes no IP address as the site's name: this spec reaches the server as localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3210}` });

test('a passkey added on My account signs in alone, without the password', async ({ page, request }) => {
  const email = await colleague(request, 'sponsorship');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await page.goto('/dashboard/account');
  // A session alone adds no passkey: the password is given again (issue 37).
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('alert')).toContainText('Password is required');
  await passkeys.getByLabel('Your password').fill(STAFF_PASSWORD);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out: the login page's passkey button alone opens the dashboard.
  await page.context().clearCookies();
  await page.goto('/dashboard/login');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByRole('complementary', { name: 'Admin navigation' })).toContainText(email);
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);

  // With a passkey, the password alone no longer opens the dashboard: the second step asks for it.
  await page.context().clearCookies();
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/dashboard\/login\/verify$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  // A device that refuses (no fingerprint given) is told so, and nothing opens.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.context().clearCookies();
  await page.goto('/dashboard/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(/passkey/i);
  await expect(page).toHaveURL(/\/dashboard\/login$/);

  // The passkey is now this person's only second factor: a change asks for it beside the password.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  // Without JavaScript the page says plainly that the passkey step needs it.
  const plain = await (await page.request.get('/dashboard/account')).text();
  expect(plain).toContain('A passkey needs JavaScript, which is off (or not yet loaded) in this browser');
  await page.goto('/dashboard/account');
  const region = page.getByRole('region', { name: 'Passkeys' });
  await region.getByLabel('Your password').fill(STAFF_PASSWORD);
  await region.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Confirm with your passkey first');
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await region.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect(region.getByRole('status')).toHaveText(/Your passkey confirmed it is you/);
  await region.getByLabel('Your password').fill(STAFF_PASSWORD);
  await region.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('The passkey was removed.');
  await expect(region.getByRole('listitem')).toHaveCount(0);
});
