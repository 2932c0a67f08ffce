import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { TestServer } from '~test/server';
import { startWebTestServer } from '~test/web-build';
import { adminUsers } from '~/server/core/db/schema';
import { createInvitation } from '~/server/staff';
import { STAFF_PASSWORD, emailedStaffLink, makeStaff, tokenOf } from '~test/staff';

/**
 * The sign-in steps as a phone without JavaScript uses them: plain form posts to the
 * pages, cookies carried by hand. The default STAFF_REQUIRE_2FA: an administrator sets
 * up the authenticator app at the first sign-in. Needs a build, as page-shape.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startWebTestServer({ env: { STAFF_REQUIRE_2FA: 'administrator,finance' } });
});
afterAll(() => s.close());

/** The recovery codes a page shows (its list, not the page's data). */
const codesIn = (html: string) =>
  (/data-testid="recovery-codes"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '').match(/[a-z2-9]{5}-[a-z2-9]{5}/g) ?? [];

/** An invitation's link (made here: this server's administrators need a second factor to invite). */
async function invitationLink(email: string, name: string) {
  const [admin] = await s.database.db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  const { token } = await createInvitation(s.database.db, admin!.id, { email, name, role: 'viewer' });
  return `/dashboard/login/invitation?token=${encodeURIComponent(token)}`;
}

/** A browser's cookie jar, enough for one person. */
function jar() {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value.join('=') === '') cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    }
    return res;
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    get: (p: string) => fetch(s.url + p, { headers: { cookie: header() }, redirect: 'manual' }).then(keep),
    post: (p: string, form: Record<string, string>) =>
      fetch(s.url + p, {
        method: 'POST',
        headers: { cookie: header(), 'content-type': 'application/x-www-form-urlencoded', origin: s.url },
        body: new URLSearchParams(form),
        redirect: 'manual',
      }).then(keep),
  };
}

describe('the sign-in steps without JavaScript', () => {
  it('takes an administrator from the password to the enrolment, the app’s first code, the recovery codes and the dashboard', async () => {
    const email = await makeStaff(s.database.db, 'administrator');
    const browser = jar();
    const login = await browser.post('/dashboard/login', { email, password: STAFF_PASSWORD });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/dashboard/login/enrol');
    // The dashboard stays shut until the second factor is set up.
    expect((await browser.get('/dashboard/analysis')).headers.get('location')).toBe('/dashboard/login');

    const page = await browser.get('/dashboard/login/enrol');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<svg');
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]?.replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const wrong = await browser.post('/dashboard/login/enrol', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code is not right');
    const done = await browser.post('/dashboard/login/enrol', { code: await generate({ secret: secret! }) });
    expect(done.status).toBe(200);
    const codes = codesIn(await done.text());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await browser.get('/dashboard/analysis')).status).toBe(200);
  });

  it('asks an enrolled person for the code on the next page, and takes a recovery code there', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const first = jar();
    await first.post('/dashboard/login', { email, password: STAFF_PASSWORD });
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</
      .exec(await (await first.get('/dashboard/login/enrol')).text())![1]!
      .replace(/ /g, '');
    const codes = codesIn(
      await (await first.post('/dashboard/login/enrol', { code: await generate({ secret }) })).text(),
    );

    const later = jar();
    const login = await later.post('/dashboard/login', { email, password: STAFF_PASSWORD });
    expect(login.headers.get('location')).toBe('/dashboard/login/verify');
    expect((await later.get('/dashboard/login/verify')).status).toBe(200);
    const verified = await later.post('/dashboard/login/verify', { code: codes[0]! });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard/analysis');
    expect((await later.get('/dashboard/analysis')).status).toBe(200);
  });

  it('never stores a page whose address carries a token, and a used link shows nobody and no form (issue 37.11)', async () => {
    const email = 'cached-invitee@test.example';
    const link = await invitationLink(email, 'Cached Invitee');
    const page = await fetch(s.url + link);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect(page.headers.get('cache-control')).not.toMatch(/public/);
    expect(await page.text()).toContain('Cached Invitee');
    const accept = { method: 'POST', json: { token: tokenOf(link), password: STAFF_PASSWORD } };
    expect((await s.request('/api/auth/invitation', accept)).status).toBe(201);
    const used = await (await fetch(s.url + link)).text();
    expect(used).not.toContain('Cached Invitee');
    expect(used).not.toContain(email);
    expect(used).toContain('This invitation has expired or was already used');

    await s.request('/api/auth/password-reset/request', { method: 'POST', json: { email } });
    let reset = '';
    for (let i = 0; i < 200 && !reset; i++) {
      reset = await emailedStaffLink(s, email, 'reset').catch(() => '');
      if (!reset) await new Promise((r) => setTimeout(r, 50));
    }
    const form = await fetch(s.url + reset);
    expect(form.headers.get('cache-control')).toMatch(/no-store/);
    expect(await form.text()).toContain('name="password"');
    const done = await jar().post(reset, {
      token: tokenOf(reset),
      password: 'copper-meadow-violin-77',
      removePasskeys: 'on',
    });
    expect(done.status).toBe(200);
    const again = await (await fetch(s.url + reset)).text();
    expect(again).toContain('This link was already used');
    expect(again).not.toContain('name="password"');
  });

  it('says a refused password as a sentence, without the field name (issue 39.23)', async () => {
    const link = await invitationLink('weak-password@test.example', 'Weak');
    const page = await jar().post(link, { token: tokenOf(link), password: 'Password1234' });
    expect(page.status).toBe(400);
    const alert = /role="alert"[^>]*>([^<]*)</.exec(await page.text())?.[1] ?? '';
    expect(alert).toMatch(/^This password is too common/);
  });
});
