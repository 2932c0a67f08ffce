import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { rateLimitHits } from '~/server/core/db/limits-schema';
import { startTestServer, type TestServer } from '~test/server';

/** Public POSTs of the messages, applications and subscriptions API are rate limited per address. */
const LIMIT = 3;
const BUDGET = 5;
let s: TestServer;
/** A second instance on the same database, as behind a load balancer. */
let twin: FastifyInstance;
let twinUrl: string;
beforeAll(async () => {
  s = await startTestServer({ publicWriteLimit: LIMIT, publicWriteBudget: 1000 });
  twin = await buildServer({
    config: s.config,
    db: s.database.db,
    web: false,
    logger: false,
    workers: false,
    publicWriteLimit: LIMIT,
    publicWriteBudget: 1000,
  });
  twinUrl = await twin.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await twin.close();
  await s.close();
});

const post = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

describe('rate limits on public writes', () => {
  for (const path of ['/api/contact', '/api/add/application', '/api/subscriptions']) {
    it(`${path} answers 429 { message } after ${LIMIT} requests a minute, counted over both instances`, async () => {
      // Invalid bodies count too: the limit is on requests, not on successes.
      for (let i = 0; i < LIMIT; i++) expect((await post(i % 2 ? twinUrl : s.url, path)).status).toBe(400);
      for (const base of [s.url, twinUrl]) {
        const res = await post(base, path);
        expect(res.status).toBe(429);
        expect(await res.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  }

  it('keeps the counts in the database, not in the process', async () => {
    const list = await s.database.db.select().from(rateLimitHits);
    expect(list.find((r) => r.key.startsWith('POST /api/contact|'))?.count).toBe(LIMIT + 2);
    // In an unlogged table: a hit's commit waits for no disk flush (migration 0013).
    const { rows } = (await s.database.db.execute(
      sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_hits'`,
    )) as unknown as { rows: { relpersistence: string }[] };
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('does not limit public reads', async () => {
    for (let i = 0; i < LIMIT + 2; i++) expect((await s.request('/api/availability')).status).toBe(200);
  });
});

describe('one budget per address over every public write', () => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer({ publicWriteLimit: 100, publicWriteBudget: BUDGET, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => b.close());

  it(`refuses the ${BUDGET + 1}th write a minute whatever the routes, and only for that address`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.20' };
    // Each route stays far below its own limit: only the sum is over.
    const paths = ['/api/contact', '/api/add/application', '/api/subscriptions', '/api/donations', '/api/orders'];
    for (const path of paths) expect((await post(b.url, path, from)).status).toBe(400);
    for (const path of ['/api/auth/login', '/api/contact']) {
      const res = await post(b.url, path, from);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Reads are not writes, and another address has a budget of its own.
    expect((await fetch(`${b.url}/api/availability`, { headers: from })).status).toBe(200);
    expect((await post(b.url, '/api/contact', { 'x-forwarded-for': '203.0.113.21' })).status).toBe(400);
  });
});
