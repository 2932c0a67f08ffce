import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '~/server/core/auth/session';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { startTestServer, type TestServer } from '~test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
});
afterAll(() => s.close());

describe('limits', () => {
  it('refuses a JSON body over 100 KB with 413 and a message', async () => {
    const res = await s.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x'.repeat(120 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is too large' });
  });

  it('answers 503 with Retry-After while the event loop is saturated, then recovers', async () => {
    // A server of its own with the guard on (every other test server runs without it, so
    // a slow moment on a busy machine cannot turn an answer into 503). The guard compares
    // the mean event-loop delay of each sample window with its limit: windows of 50 ms
    // hold at most a few ordinary samples besides a 1 s stall, so the stall's mean is far
    // over 200 ms however busy the machine, and an ordinary window far under it.
    const guarded = await startTestServer({ overloadGuard: { maxEventLoopDelay: 200, sampleInterval: 50 } });
    try {
      expect(guarded.app.hasPlugin('@fastify/under-pressure')).toBe(true);
      const settled = async () => {
        let status = 0;
        for (const until = Date.now() + 30_000; status !== 401 && Date.now() < until;) {
          await new Promise((r) => setTimeout(r, 100));
          status = (await guarded.request('/api/auth/me')).status;
        }
        return status;
      };
      expect(await settled()).toBe(401);
      // The test shares the server's event loop: holding it is the saturation, and the
      // guard's overdue sample runs before the request that follows is read.
      let busy: Response | undefined;
      for (let i = 0; i < 3 && busy?.status !== 503; i++) {
        const until = Date.now() + 1000;
        while (Date.now() < until) {
          // Hold the event loop.
        }
        busy = await guarded.request('/api/auth/me');
      }
      expect(busy?.status).toBe(503);
      expect(busy?.headers.get('retry-after')).toBe('5');
      expect(((await busy?.json()) as { message: string }).message).toMatch(/busy/);
      expect(await settled()).toBe(401);
    } finally {
      await guarded.close();
    }
  }, 120_000);

  it('does not refuse for a stall shorter than its limit (a window with no sample is not an endless delay)', async () => {
    // under-pressure reads a sample window without a sample (the process held or not
    // scheduled for the whole window) as an endless delay, and refuses: a window as long as
    // the limit makes that a stall at least as long as the limit (app.ts, installOverloadGuard).
    const guarded = await startTestServer({ overloadGuard: { maxEventLoopDelay: 5000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const until = Date.now() + 1500;
        while (Date.now() < until) {
          // Hold the event loop for longer than under-pressure's own 1 s window.
        }
        statuses.push((await guarded.request('/api/auth/me')).status);
        await new Promise((r) => setTimeout(r, 200 * i));
      }
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await guarded.close();
    }
  }, 120_000);

  it('leaves the guard off in test servers that do not ask for it', () => {
    expect(s.app.hasPlugin('@fastify/under-pressure')).toBe(false);
  });

  it('sends hardened headers on API answers', async () => {
    const res = await s.request('/api/auth/me');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('caching of public reads', () => {
  it('answers 304 to a matching ETag and a new ETag once content changes', async () => {
    const first = await s.request('/api/catalog');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await s.request('/api/catalog', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    // A change to a gift, written as every writer does (the change and the content
    // version's bump in one transaction), is a new ETag on any instance.
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE gifts SET quantity = quantity + 1`);
      await bumpContentVersion(tx);
    });
    const after = await s.request('/api/catalog', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('never stores or marks cacheable what an admin reads, with a token or with the session cookie', async () => {
    const token = await s.login();
    const res = await s.request('/api/catalog', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const byCookie = await s.request('/api/catalog', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(((await byCookie.json()) as { data: { translations?: unknown }[] }).data[0]).toHaveProperty('translations');
    expect(byCookie.headers.get('cache-control')).toBe('no-store');
    expect(byCookie.headers.get('etag')).toBeNull();
    expect(byCookie.headers.get('vary')).toMatch(/Cookie/);
  });
});
