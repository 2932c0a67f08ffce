import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';

/** Public POSTs of the messages, applications and subscriptions API are rate limited per address. */
const LIMIT = 3;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ publicWriteLimit: LIMIT });
});
afterAll(() => s.close());

describe('rate limits on public writes', () => {
  for (const path of ['/api/contact', '/api/add/application', '/api/subscriptions']) {
    it(`${path} answers 429 { message } after ${LIMIT} requests a minute`, async () => {
      // Invalid bodies count too: the limit is on requests, not on successes.
      for (let i = 0; i < LIMIT; i++) expect((await s.request(path, { method: 'POST', json: {} })).status).toBe(400);
      const res = await s.request(path, { method: 'POST', json: {} });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  }

  it('does not limit public reads', async () => {
    for (let i = 0; i < LIMIT + 2; i++) expect((await s.request('/api/availability')).status).toBe(200);
  });
});
