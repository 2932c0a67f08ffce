import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import { STAFF_PASSWORD, makeStaff } from '~test/staff';
import { passwordProblem } from '~/server/core/auth/password-rules';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_EVERYWHERE, unknownBrowserDelayMs } from './throttle';

// Findings of the second security review on staff sign-in, behind a proxy so each request can come from its own address.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => s.close());

const login = (email: string, password: string, ip: string, cookie?: string) =>
  s.request('/api/auth/login', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
const deviceCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').match(/did=[^;]+/)?.[0] ?? '';

describe('staff sign-in', () => {
  it('lets a known device in from a shared address (carrier-grade NAT) that a stranger failed on', async () => {
    const email = await makeStaff(s.database.db, 'administrator');
    const shared = '198.51.100.20';
    const first = await login(email, STAFF_PASSWORD, shared);
    expect(first.status).toBe(200);
    const did = deviceCookie(first);
    expect(did).not.toBe('');
    // A stranger on the same mobile network guesses six times: that address is locked for them...
    for (let i = 0; i <= MAX_FAILURES_PER_ACCOUNT; i++) await login(email, `wrong-guess-${i}`, shared);
    expect((await login(email, STAFF_PASSWORD, shared)).status).toBe(429);
    // ...not for the administrator's own phone, which signed in there before.
    expect((await login(email, STAFF_PASSWORD, shared, did)).status).toBe(200);
  });

  it('counts a known device’s own failures: a stolen device cookie buys no more guesses', async () => {
    const email = await makeStaff(s.database.db, 'finance');
    const did = deviceCookie(await login(email, STAFF_PASSWORD, '198.51.100.30'));
    for (let i = 0; i <= MAX_FAILURES_PER_ACCOUNT; i++) await login(email, `wrong-${i}`, `198.51.100.${40 + i}`, did);
    expect((await login(email, 'wrong-again', '198.51.100.99', did)).status).toBe(429);
  });

  it('checks parallel guesses from many networks one after another, not all after one delay', async () => {
    const email = await makeStaff(s.database.db, 'viewer');
    // The account is being guessed at from everywhere: past the account-wide threshold.
    const failures = MAX_FAILURES_PER_ACCOUNT_EVERYWHERE + 1;
    await s.database.db
      .insert(loginAttempts)
      .values(Array.from({ length: failures }, (_, i) => ({ email, ip: `192.0.2.${i}`, succeeded: false })));
    const delay = unknownBrowserDelayMs(failures + 5);
    expect(delay).toBe(1000);
    const started = Date.now();
    const done = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login(email, `parallel-guess-${i}`, `2001:db8:${i + 1}::1`).then((r) => ({
          status: r.status,
          ms: Date.now() - started,
        })),
      ),
    );
    expect(done.every((d) => d.status === 401)).toBe(true);
    // Each waits its turn: the n-th answer comes no sooner than n delays after the start.
    const times = done.map((d) => d.ms).sort((a, b) => a - b);
    times.forEach((ms, i) => expect(ms, `answer ${i + 1}`).toBeGreaterThanOrEqual((i + 1) * delay - 50));
  });

  it('refuses common and breached passwords wherever a staff password is set', () => {
    for (const weak of [
      'Password1234',
      '123456789012',
      'qwertyuiop12',
      'iloveyou2024',
      'letmein123456',
      'aaaaaaaaaaaa',
    ])
      expect(passwordProblem(weak), weak).toMatch(/too common|different characters/);
    expect(passwordProblem('copper-meadow-violin-77')).toBeNull();
    // The person's own address is no secret.
    expect(passwordProblem('grace.uwase.2024', ['grace.uwase@example.org', 'grace.uwase'])).not.toBeNull();
  });
});
