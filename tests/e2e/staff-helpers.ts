import { generate } from 'otplib';
import { type APIRequestContext, type Page, expect } from './fixtures';
import { emailedLinkFor } from './confirm-link';
import { E2E_ADMIN } from './helpers';

/** A password each invited person chooses: long, and on no common list. */
export const STAFF_PASSWORD = 'amber-giraffe-lantern-42';

/** An address of its own for each test run (the e2e database lives across specs). */
export const uniqueEmail = (role: string) =>
  `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@staff.example.org`;

/** The e2e admin's API session in `request` (its cookie jar keeps it). */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

/** Invites `email` as `role` through the API (the e2e admin's session), and answers the e-mailed link. */
export async function invite(request: APIRequestContext, email: string, role: string): Promise<string> {
  await adminApi(request);
  const res = await request.post('/api/staff/invitations', { data: { email, name: `New ${role}`, role } });
  expect(res.status()).toBe(201);
  return emailedLinkFor(email, '/dashboard/login/invitation');
}

/** A colleague of `role` with an account (invited, link followed through the API). */
export async function colleague(request: APIRequestContext, role: string): Promise<string> {
  const email = uniqueEmail(role);
  const token = new URL(await invite(request, email, role), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/invitation', { data: { token, password: STAFF_PASSWORD } })).status()).toBe(
    201,
  );
  return email;
}

/** Fills the login form (the first step). */
export async function passwordStep(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The authenticator app's code now, for the secret shown on the page. */
export const codeFor = (secret: string, epoch?: number) =>
  generate({ secret: secret.replace(/\s/g, ''), ...(epoch === undefined ? {} : { epoch }) });
