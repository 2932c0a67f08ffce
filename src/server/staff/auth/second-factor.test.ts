import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { adminUsers } from '~/server/core/db/schema';
import { recoveryCodes } from '~/server/core/db/staff-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { CODE_LOCK_MS, MAX_CODE_FAILURES_PER_ACCOUNT } from './code-lock';
import { startTestServer, type TestServer } from '~test/server';
import { STAFF_PASSWORD, makeStaff, passwordSignIn, sidCookie } from '~test/staff';

// The default STAFF_REQUIRE_2FA (administrator,finance): the test server's 'none' is not used here.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { STAFF_REQUIRE_2FA: 'administrator,finance' } });
});
afterAll(() => s.close());

const post = (path: string, cookie: string, json?: unknown) =>
  s.request(path, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });

/** Signs in with the password; answers the pending (or full) session's cookie and the answer. */
async function password(email: string) {
  const res = await s.request('/api/auth/login', { method: 'POST', json: { email, password: STAFF_PASSWORD } });
  return { res, body: (await res.json()) as { next: string; methods?: unknown }, cookie: sidCookie(res) };
}

/** Enrols an authenticator app at sign-in; answers the secret and the recovery codes. */
async function enrolApp(email: string) {
  const { cookie } = await password(email);
  const setup = (await (await post('/api/auth/totp/setup', cookie)).json()) as { data: { secret: string } };
  const code = await generate({ secret: setup.data.secret });
  const res = await post('/api/auth/totp/confirm', cookie, { code });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { recoveryCodes: string[]; session: { next: string; token: string } };
  return { secret: setup.data.secret, codes: body.recoveryCodes, session: body.session, cookie: sidCookie(res) };
}

describe('two-factor sign-in', () => {
  it('has an administrator enrol at their first sign-in, and lets a viewer in with a password (the default)', async () => {
    const admin = await makeStaff(s.database.db, 'administrator');
    const first = await password(admin);
    expect(first.res.status).toBe(200);
    expect(first.body).toEqual({ next: 'enrol', methods: { totp: false, passkey: false } });
    // The pending session opens nothing but the enrolment.
    expect((await s.request('/api/auth/me', { headers: { cookie: first.cookie } })).status).toBe(401);
    expect((await s.request('/api/staff', { headers: { cookie: first.cookie } })).status).toBe(401);

    const viewer = await passwordSignIn(s, await makeStaff(s.database.db, 'viewer'));
    expect(viewer.body.next).toBe('dashboard');
  });

  it('enrols an authenticator app (QR code and text), then signs in with a code computed here', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const { cookie } = await password(email);
    const setup = (await (await post('/api/auth/totp/setup', cookie)).json()) as {
      data: { secret: string; uri: string; qrSvg: string };
    };
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.data.qrSvg).toMatch(/^<svg/);
    // Reloading the page shows the same secret (an app may have scanned it already).
    const again = (await (await post('/api/auth/totp/setup', cookie)).json()) as { data: { secret: string } };
    expect(again.data.secret).toBe(setup.data.secret);

    expect((await post('/api/auth/totp/confirm', cookie, { code: '000000' })).status).toBe(400);
    const confirm = await post('/api/auth/totp/confirm', cookie, {
      code: await generate({ secret: setup.data.secret }),
    });
    expect(confirm.status).toBe(200);
    const body = (await confirm.json()) as { recoveryCodes: string[]; session: { next: string; token: string } };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.session.next).toBe('dashboard');
    expect((await s.request('/api/auth/me', { token: body.session.token })).status).toBe(200);
    // The secret is kept for the codes; the recovery codes only as hashes.
    const stored = await s.database.db.select().from(recoveryCodes);
    expect(JSON.stringify(stored)).not.toContain(body.recoveryCodes[0]);

    // Next sign-in: the password, then a code from the app (computed here), once per time step.
    const next = await password(email);
    expect(next.body).toEqual({ next: 'second-factor', methods: { totp: true, passkey: false } });
    const [user] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    // The code of the next step: the enrolment's own step is spent.
    const code = await generate({ secret: setup.data.secret, epoch: ((user!.totpLastStep ?? 0) + 1) * 30 });
    vi.useFakeTimers({ now: ((user!.totpLastStep ?? 0) + 1) * 30_000, toFake: ['Date'] });
    try {
      const ok = await post('/api/auth/second-factor', next.cookie, { code });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { next: string }).next).toBe('dashboard');
      const replay = await password(email);
      expect((await post('/api/auth/second-factor', replay.cookie, { code })).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes each recovery code once', async () => {
    const email = await makeStaff(s.database.db, 'administrator');
    const { codes } = await enrolApp(email);
    const first = await password(email);
    const use = await post('/api/auth/second-factor', first.cookie, { code: codes[3]!.toUpperCase() });
    expect(use.status).toBe(200);
    const second = await password(email);
    expect((await post('/api/auth/second-factor', second.cookie, { code: codes[3] })).status).toBe(400);
    expect((await post('/api/auth/second-factor', second.cookie, { code: codes[4] })).status).toBe(200);
  });

  it('ends a pending sign-in after five wrong codes: the password is asked again', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const { codes } = await enrolApp(email);
    const { cookie } = await password(email);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/second-factor', cookie, { code: '123456' })).status).toBe(400);
    expect((await post('/api/auth/second-factor', cookie, { code: codes[0] })).status).toBe(401);
  });

  it(`refuses every code of an account for a while after ${MAX_CODE_FAILURES_PER_ACCOUNT} wrong ones across sign-ins, and e-mails the person`, async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const { codes } = await enrolApp(email);
    // Five wrong codes end one sign-in; a new sign-in with the password no longer buys five more.
    for (let attempt = 0; attempt < MAX_CODE_FAILURES_PER_ACCOUNT / 5; attempt++) {
      const { cookie } = await password(email);
      for (let i = 0; i < 5; i++)
        expect((await post('/api/auth/second-factor', cookie, { code: '123456' })).status).toBe(400);
    }
    const next = await password(email);
    // Even a right recovery code is refused now, and not spent.
    const refused = await post('/api/auth/second-factor', next.cookie, { code: codes[0] });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toContain('15 minutes');
    const mails = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.filter((m) => m.kind === 'staff-security-notice').map((m) => m.subject)).toEqual([
      expect.stringContaining('refused for 15 minutes'),
    ]);
    // Fifteen minutes on, the code works (the same one: it was not spent while refused).
    vi.useFakeTimers({ now: Date.now() + CODE_LOCK_MS + 1000, toFake: ['Date'] });
    try {
      const later = await password(email);
      expect((await post('/api/auth/second-factor', later.cookie, { code: codes[0] })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an administrator reset a colleague’s second factor; the colleague enrols again', async () => {
    const admin = await makeStaff(s.database.db, 'administrator');
    const { session } = await enrolApp(admin);
    const colleague = await makeStaff(s.database.db, 'finance');
    await enrolApp(colleague);
    const [row] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, colleague));
    const res = await s.request(`/api/staff/${row!.id}/second-factor/reset`, { method: 'POST', token: session.token });
    expect(res.status).toBe(200);
    expect((await password(colleague)).body.next).toBe('enrol');
    // The colleague is told by e-mail (issue 39.19).
    const told = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, colleague));
    expect(told.filter((m) => m.kind === 'staff-security-notice').map((m) => m.subject)).toContainEqual(
      expect.stringContaining('second factor'),
    );
    const log = (await (await s.request(`/api/activity?entityId=${row!.id}`, { token: session.token })).json()) as {
      data: { action: string; entity: string }[];
    };
    expect(log.data.some((e) => e.entity === 'admin_user' && e.action === 'update')).toBe(true);
  });
});
