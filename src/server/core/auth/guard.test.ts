import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe('the admin guard', () => {
  it('knows the admin routes docs/product.md lists', () => {
    const admin = s.app.apiRoutes.filter((r) => r.auth === 'admin').map((r) => `${r.method} ${r.url}`);
    expect(admin).toContain('GET /api/auth/me');
    expect(admin.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 to every admin route without a session, or with a bad one', async () => {
    const admin = s.app.apiRoutes.filter((r) => r.auth === 'admin');
    for (const route of admin) {
      const path = concrete(route.url);
      const bare = await s.request(path, { method: route.method });
      expect(bare.status, `${route.method} ${route.url}`).toBe(401);
      expect(await bare.json()).toEqual({ message: 'Please log in to continue.' });
      const forged = await s.request(path, { method: route.method, token: 'forged-token' });
      expect(forged.status, `${route.method} ${route.url} with a forged token`).toBe(401);
    }
  });
});
