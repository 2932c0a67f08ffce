import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestServer, type TestServer } from '~test/server';
import { secureCookie } from './https-site';

/**
 * Behind a proxy that ends TLS without TRUST_PROXY, an https site sent no
 * HSTS and its session cookie without Secure. Now PUBLIC_URL https is enough for both;
 * a trusted proxy's X-Forwarded-Proto https still counts; a plain http site sends neither.
 */
const login = (s: TestServer, headers: Record<string, string> = {}) =>
  s.request('/api/auth/login', {
    method: 'POST',
    headers,
    json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });

describe('a site whose PUBLIC_URL is https (no TRUST_PROXY)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { PUBLIC_URL: 'https://charity.example' } });
  });
  afterAll(() => s.close());

  it('sends HSTS on every answer and sets every cookie Secure, the session and the known device too', async () => {
    for (const path of ['/api/blog', '/api/unknown']) {
      const res = await s.request(path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    const res = await login(s);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['did', 'sid']); // the known device, the session
    for (const c of cookies) expect(c, c.split('=')[0]).toMatch(/;\s*Secure(;|$)/i);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('a site on plain http', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: 'true' } });
  });
  afterAll(() => s.close());

  it('sends no HSTS and no Secure cookie, unless the trusted proxy says the visitor came over https', async () => {
    const plain = await login(s);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    for (const c of plain.headers.getSetCookie()) expect(c).not.toMatch(/;\s*Secure/i);
    const proxied = await login(s, { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
    for (const c of proxied.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure(;|$)/i);
  });
});

describe('secureCookie', () => {
  it('adds Secure once', () => {
    expect(secureCookie('a=1; Path=/')).toBe('a=1; Path=/; Secure');
    expect(secureCookie('a=1; Secure; Path=/')).toBe('a=1; Secure; Path=/');
    expect(secureCookie('a=1; Path=/; secure')).toBe('a=1; Path=/; secure');
    expect(secureCookie('secure=1; Path=/')).toBe('secure=1; Path=/; Secure');
  });
});
