import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, loginAttempts } from '~/server/core/db/schema';
import { TEST_ADMIN, startTestServer, type TestServer } from '~test/server';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_EVERYWHERE,
  MAX_FAILURES_PER_ADDRESS,
  MAX_UNKNOWN_BROWSER_DELAY_MS,
  throttleAddress,
  unknownBrowserDelayMs,
} from './throttle';
import { DEVICE_COOKIE, isKnownDevice } from './device';
import { createAdmin, ensureFirstAdmin } from './first-admin';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  s.request('/api/auth/login', { method: 'POST', json: { email, password }, headers });

describe('admin sign-in', () => {
  it('returns a token and sets an httpOnly, SameSite session cookie', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The answer carries the token: no cache may keep it.
    expect(res.headers.get('cache-control')).toBe('no-store');

    const me = await s.request('/api/auth/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(TEST_ADMIN.email);
  });

  it('accepts the token as a Bearer header and ends the session on logout', async () => {
    const { token } = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { token: string };
    expect((await s.request('/api/auth/me', { token })).status).toBe(200);
    expect((await s.request('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await s.request('/api/auth/me', { token })).status).toBe(401);
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const { token } = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { token: string };
    const dump = JSON.stringify(await s.database.db.execute('SELECT * FROM sessions, admin_users'));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(TEST_ADMIN.password);
    expect(dump).toContain('$argon2id$');
  });

  it('refuses a wrong password with 401 and a message, and missing fields with 400', async () => {
    const res = await login(TEST_ADMIN.email, 'wrong-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid email or password' });
    const empty = await s.request('/api/auth/login', { method: 'POST', json: { email: '' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(/^email: Email is required/);
  });

  it('refuses a cookie-carried write from another origin (CSRF)', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const cross = await s.request('/api/auth/me', { headers: { cookie, origin: 'https://evil.example' } });
    expect(cross.status).toBe(200); // a GET is not a write
    const write = await s.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(write.status).toBe(200);
    // ...and the session survived, because the cross-site logout was not honoured.
    expect((await s.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
  });

  it('throttles failed logins per account with 429', async () => {
    const email = 'victim@test.example';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(email, 'nope')).status).toBe(401);
    const blocked = await login(email, 'nope');
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many failed login attempts/);
  });

  it('throttles failed logins per address across accounts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' }; // not trusted: the socket address counts
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await login(`user${i}@test.example`, 'nope', ip)).status;
    expect(last).toBe(429);
  });

  it('lets no more guesses through than the limit when they arrive all at once', async () => {
    await s.database.db.delete(loginAttempts); // the tests above used up this address's allowance
    const email = 'burst@test.example';
    const ip = { 'x-forwarded-for': '203.0.113.10' };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'nope', ip).then((r) => r.status)),
    );
    expect(statuses.filter((st) => st === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((st) => st !== 401).every((st) => st === 429)).toBe(true);
  });

  it('ends the sessions of an admin whose password is set again', async () => {
    await s.database.db.delete(loginAttempts);
    const email = 'rotate@test.example';
    await createAdmin(s.database.db, { email, password: 'first-password-123', name: 'R' });
    const { token } = (await (await login(email, 'first-password-123')).json()) as { token: string };
    expect((await s.request('/api/auth/me', { token })).status).toBe(200);
    await createAdmin(s.database.db, { email, password: 'second-password-123', name: 'R' });
    expect((await s.request('/api/auth/me', { token })).status).toBe(401);
    expect((await login(email, 'second-password-123')).status).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => p.close());

  /** A login through the proxy, which says the client came from `forwardedFor`. */
  const loginFrom = (forwardedFor: string, email: string, password = 'nope') =>
    p.request('/api/auth/login', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts failures by the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    let last = 0;
    for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS; i++) {
      // The client forges a different first entry each time; the proxy appends the real address.
      last = (await loginFrom(`198.51.100.${i}, 203.0.113.77`, `spoof${i}@test.example`)).status;
    }
    expect(last).toBe(429);
    // ...while another visitor behind the same proxy is not blocked.
    expect((await loginFrom('203.0.113.78', 'someone@test.example')).status).toBe(401);
  });

  it('keeps the admin able to sign in while strangers fail on their e-mail from a dozen addresses: no lock', async () => {
    const email = 'shown-in-the-footer@test.example';
    const password = 'the-real-password-123';
    await createAdmin(p.database.db, { email, password, name: 'Office' });
    const from = (ip: string, pw: string, headers: Record<string, string> = {}) =>
      p.request('/api/auth/login', {
        method: 'POST',
        json: { email, password: pw },
        headers: { 'x-forwarded-for': ip, ...headers },
      });
    // The admin's own browser has signed in before: it holds a signed device cookie.
    const earlier = await from('203.0.113.40', password);
    expect(earlier.status).toBe(200);
    const device = earlier.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/i);
    const deviceCookie = device!.split(';')[0]!;

    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await from('203.0.113.50', 'nope')).status).toBe(401);
    expect((await from('203.0.113.50', 'nope')).status).toBe(429);
    expect((await from('203.0.113.50', password)).status).toBe(429); // that address is done for now
    expect((await from('203.0.113.51', password)).status).toBe(200); // the admin, elsewhere, is not
    // The review's attack: more than the overall count of failures, from 11 addresses
    // (six IPv4, five /64s of one IPv6 /56), each within its own per-address limit.
    const addresses = [
      ...Array.from({ length: 6 }, (_, i) => `198.18.0.${i}`),
      ...Array.from({ length: 5 }, (_, i) => `2001:db8:0:${i}::1`),
    ];
    for (const ip of addresses)
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await from(ip, 'nope')).status).toBe(401);
    expect(addresses.length * MAX_FAILURES_PER_ACCOUNT).toBeGreaterThan(MAX_FAILURES_PER_ACCOUNT_EVERYWHERE);
    // The admin's browser gets in from any address; another browser too, after a wait.
    expect((await from('203.0.113.52', password, { cookie: deviceCookie })).status).toBe(200);
    expect((await from('2001:db8:9::1', password, { cookie: deviceCookie })).status).toBe(200);
    expect((await from('203.0.113.53', password)).status).toBe(200);
    // ...and the strangers still get nothing but refusals.
    expect((await from('198.18.0.0', 'nope')).status).toBe(429);
    expect((await from('198.18.1.1', 'nope')).status).toBe(401);
  }, 90_000); // some sixty password checks, and the waits of the last ones

  it('counts an IPv6 client by its /64', async () => {
    let last = 0;
    for (let i = 1; i <= MAX_FAILURES_PER_ADDRESS + 1; i++)
      last = (await loginFrom(`2001:db8:5:6::${i.toString(16)}`, `v6-${i}@test.example`)).status;
    expect(last).toBe(429);
    expect((await loginFrom('2001:db8:5:7::1', 'v6-other@test.example')).status).toBe(401);
  });
});

describe('CSRF check behind a proxy that rewrites Host', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => p.close());

  it('compares Origin with the host the proxy forwarded, and still refuses a foreign Origin', async () => {
    const res = await p.request('/api/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const add = (origin: string) =>
      p.request('/api/availability', {
        method: 'POST',
        json: { name: 'Teaching' },
        headers: { cookie, origin, host: 'app.internal:3000', 'x-forwarded-host': 'www.example.org' },
      });
    expect((await add('https://www.example.org')).status).toBe(201);
    expect((await add('https://evil.example')).status).toBe(401);
  });
});

describe('the first admin, when ADMIN_EMAIL is not set', () => {
  let f: TestServer;
  beforeAll(async () => {
    f = await startTestServer();
    await f.database.db.delete(adminUsers);
  });
  afterAll(() => f.close());

  it('signs in with a generated e-mail, not the organisation’s public one', async () => {
    const lines: string[] = [];
    const orgEmail = f.config.org.email;
    await ensureFirstAdmin(f.database.db, { name: 'First', orgEmail }, (l) => lines.push(l));
    const printed = lines.join('\n');
    const email = /e-mail:\s+(\S+)/.exec(printed)![1]!;
    const password = /password:\s+(\S+)/.exec(printed)![1]!;
    expect(email).not.toBe(orgEmail);
    expect(email.endsWith(`@${orgEmail.split('@')[1]}`)).toBe(true);
    const signIn = (e: string) => f.request('/api/auth/login', { method: 'POST', json: { email: e, password } });
    expect((await signIn(orgEmail)).status).toBe(401);
    expect((await signIn(email)).status).toBe(200);
  });
});

describe('the wait of a browser without a device cookie', () => {
  it('is none up to the overall count, then grows with the failures, up to a ceiling', () => {
    const cap = MAX_FAILURES_PER_ACCOUNT_EVERYWHERE;
    expect(unknownBrowserDelayMs(cap)).toBe(0);
    expect(unknownBrowserDelayMs(cap + 1)).toBe(1000);
    expect(unknownBrowserDelayMs(cap + 11)).toBe(2000);
    expect(unknownBrowserDelayMs(cap + 21)).toBe(4000);
    expect(unknownBrowserDelayMs(cap + 10_000)).toBe(MAX_UNKNOWN_BROWSER_DELAY_MS);
    expect(MAX_UNKNOWN_BROWSER_DELAY_MS).toBeLessThan(30_000); // the server's request timeout
  });

  it('is skipped only for a device cookie this server signed for this account', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const value = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!
      .slice(DEVICE_COOKIE.length + 1);
    const known = (v: string, email = TEST_ADMIN.email) =>
      isKnownDevice(s.database.db, { cookies: { [DEVICE_COOKIE]: v } } as never, email);
    expect(await known(value)).toBe(true);
    expect(await known(value, 'someone-else@test.example')).toBe(false);
    const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
    expect(await known(flipped)).toBe(false);
    expect(await known(`${value} `)).toBe(false);
    expect(await known('')).toBe(false);
  });
});

describe('throttleAddress', () => {
  it('keeps IPv4 as it is, folds an IPv6 address to its /64 and a mapped IPv4 to IPv4', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(throttleAddress('2001:0db8:0005:0006:ffff:1:2:3')).toBe('2001:db8:5:6::/64');
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('not an address')).toBe('not an address');
  });
});
