import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, startTestServer } from '~test/server';

/**
 * Issue 37.14: /readyz asked hundreds of times a second runs the database check once per
 * READY_CACHE_MS, not once per request (counted in queries, not in time).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false });
});
afterAll(() => s.close());

describe('GET /readyz', () => {
  it('answers many requests with a few database queries', async () => {
    const execute = vi.spyOn(s.database.db, 'execute');
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, () => s.request('/readyz')));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      for (let i = 0; i < 50; i++) expect((await s.request('/readyz')).status).toBe(200);
      // 250 requests: one query, or a few on a machine slow enough to pass the cache's time.
      const checks = execute.mock.calls.filter((c) => JSON.stringify(c[0]).includes('__drizzle_migrations'));
      expect(checks.length).toBeGreaterThanOrEqual(1);
      expect(checks.length).toBeLessThanOrEqual(10);
      expect(await (await s.request('/readyz')).json()).toEqual({ status: 'ready' });
    } finally {
      execute.mockRestore();
    }
  });
});
